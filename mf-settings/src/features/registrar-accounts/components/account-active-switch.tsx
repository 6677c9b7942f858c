// Issue 29: the registrar account's isActive switch, like the other provider accounts' "Active": off,
// the periodic inventory sync skips the account. Saved at once through PUT /api/accounts/:registrar/:id
// (only isActive is sent, so the stored credentials stay as they are).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REGISTRAR_LABELS, type AccountView } from '@dop/contracts/registrars';
import { NeedsRole, useMissingRole, type ShellApi } from '@dop/mf-kit';
import { SwitchField } from '@dop/ui';
import { accountsQueryKey, setAccountActive } from '../api/accounts-api';

export function AccountActiveSwitch({ account, toasts }: { account: AccountView; toasts: ShellApi['toasts'] }) {
  const { registrar, id } = account;
  const queryClient = useQueryClient();
  const missing = useMissingRole({ route: 'PUT /api/accounts/:registrar/:id' });
  const save = useMutation({
    mutationFn: (isActive: boolean) => setAccountActive(registrar, id, isActive),
    onSuccess: async (view) => {
      toasts.show({
        title: 'Account updated',
        description: `${REGISTRAR_LABELS[registrar]} account is ${view.isActive ? 'active' : 'inactive'}`,
      });
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey(registrar) });
    },
    onError: () =>
      toasts.show({
        title: 'Error updating account',
        description: `Failed to update ${REGISTRAR_LABELS[registrar]} account`,
        variant: 'destructive',
      }),
  });
  const checked = save.isPending ? (save.variables ?? account.isActive) : account.isActive;
  const control = (
    <SwitchField
      id={`account-active-${registrar}-${id}`}
      label="Active"
      checked={checked}
      disabled={missing !== null || save.isPending}
      onCheckedChange={(v) => save.mutate(v)}
    />
  );
  return missing ? <NeedsRole role={missing}>{control}</NeedsRole> : control;
}
