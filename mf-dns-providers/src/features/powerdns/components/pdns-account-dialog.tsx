// Add/edit dialog of a PowerDNS account (spec 2 §3, §5): name, API key, API URL (all required), active.
import type { PdnsAccount, PdnsAccountBody } from '@dop/contracts/dns-providers';
import { AccountDialog, type AccountEditDialogProps, type AccountField } from '../../../shared/accounts/account-dialog';

const EMPTY: PdnsAccountBody = { name: '', apiKey: '', apiUrl: '', isActive: true };
const FIELDS: Array<AccountField<PdnsAccountBody> & { key: 'name' | 'apiKey' | 'apiUrl' }> = [
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'apiKey', label: 'API Key', type: 'password' },
  { key: 'apiUrl', label: 'API URL', type: 'text' },
];

const toForm = (a: PdnsAccount | null): PdnsAccountBody =>
  a ? { name: a.name, apiKey: a.apiKey, apiUrl: a.apiUrl, isActive: a.isActive } : EMPTY;

export function PdnsAccountDialog({
  onInvalid,
  ...props
}: AccountEditDialogProps<PdnsAccount, PdnsAccountBody> & { onInvalid: (m: string) => void }) {
  // Every field is required; the values are sent trimmed.
  const submit = (form: PdnsAccountBody) => {
    const missing = FIELDS.filter(({ key }) => !form[key].trim()).map(({ label }) => label);
    if (missing.length) return onInvalid(`Please fill in: ${missing.join(', ')}`);
    props.onSave({ ...form, name: form.name.trim(), apiKey: form.apiKey.trim(), apiUrl: form.apiUrl.trim() });
  };

  return (
    <AccountDialog
      {...props}
      title={props.account ? 'Edit PowerDNS Account' : 'Add PowerDNS Account'}
      idPrefix="pdns-account"
      fields={FIELDS}
      toForm={toForm}
      onSave={submit}
    />
  );
}
