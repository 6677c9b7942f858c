// Add/edit dialog of an HE account (spec 2 §3, §7): name, email (login), password, proxy server with
// its credentials, active. On edit the secrets arrive as previews; sent back unchanged they are kept.
import type { HeAccount, HeAccountBody } from '@dop/contracts/dns-providers';
import { AccountDialog, type AccountEditDialogProps, type AccountField } from '../../../shared/accounts/account-dialog';

const EMPTY: HeAccountBody = { name: '', email: '', password: '', proxyServer: '', proxyUsername: '', proxyPassword: '', isActive: true };

const FIELDS: Array<AccountField<HeAccountBody>> = [
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'email', label: 'Email', type: 'text' },
  { key: 'password', label: 'Password', type: 'password' },
  { key: 'proxyServer', label: 'Proxy Server', type: 'text' },
  { key: 'proxyUsername', label: 'Proxy Username', type: 'text' },
  { key: 'proxyPassword', label: 'Proxy Password', type: 'password' },
];

function toForm(a: HeAccount | null): HeAccountBody {
  if (!a) return EMPTY;
  return {
    name: a.name,
    email: a.email,
    password: a.password,
    proxyServer: a.proxyServer ?? '',
    proxyUsername: a.proxyUsername ?? '',
    proxyPassword: a.proxyPassword ?? '',
    isActive: a.isActive,
  };
}

export function HeAccountDialog(props: AccountEditDialogProps<HeAccount, HeAccountBody>) {
  return (
    <AccountDialog
      {...props}
      title={props.account ? 'Edit Account' : 'Add Account'}
      idPrefix="he-account"
      fields={FIELDS}
      toForm={toForm}
    />
  );
}
