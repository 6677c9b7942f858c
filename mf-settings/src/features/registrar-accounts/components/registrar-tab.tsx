import { EmptyState, ErrorCard, Spinner } from '@dop/ui';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { REGISTRAR_LABELS, type Registrar } from '@dop/contracts/registrars';
import { useAccounts } from '../hooks/use-accounts';
import { useCredentialsPanelStore } from '../stores/credentials-panel-store';
import { AccountItem } from './account-item';
import { AddAccountForm } from './add-account-form';

/** One registrar's tab: its saved accounts and its 'Add <Registrar> Account' form. */
export function RegistrarTab({ registrar, toasts }: { registrar: Registrar; toasts: ShellApi['toasts'] }) {
  const accounts = useAccounts(registrar);
  const addOpen = useCredentialsPanelStore((s) => s.addOpen === registrar);
  const openAdd = useCredentialsPanelStore((s) => s.openAdd);
  const label = REGISTRAR_LABELS[registrar];

  return (
    <div className="space-y-4">
      {!addOpen && (
        <RoleButton route="POST /api/accounts/:registrar" onClick={() => openAdd(registrar)}>
          Add {label} Account
        </RoleButton>
      )}
      {addOpen && <AddAccountForm registrar={registrar} toasts={toasts} />}
      {accounts.isPending && <Spinner />}
      {accounts.isError && (
        <ErrorCard title={`Failed to load ${label} accounts`} message={accounts.error.message} onRetry={() => void accounts.refetch()} />
      )}
      {accounts.data?.length === 0 && <EmptyState>No {label} accounts yet.</EmptyState>}
      {accounts.data?.map((account) => (
        <AccountItem key={account.id} account={account} toasts={toasts} />
      ))}
    </div>
  );
}
