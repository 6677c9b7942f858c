// Registrar and account choice; the account select is disabled with 'Нет доступных аккаунтов' when
// the registrar has none (as in the domain edit dialog, spec 1 §2).
import { Label } from '@dop/ui';
import { useQuery } from '@tanstack/react-query';
import { accountsKeys, fetchAccounts } from '../../accounts/api/accounts-api';
import { REGISTRAR_LABELS, REGISTRARS, type Registrar } from '../../accounts/lib/registrars';
import { accountTitle } from '../../accounts/lib/sort-accounts';

const select = 'h-10 w-full rounded-md border border-input bg-background px-2 text-sm';

export interface AccountChoiceValue {
  registrar: Registrar | '';
  accountId: number;
}

export function AccountChoice({ value, onChange }: { value: AccountChoiceValue; onChange: (v: AccountChoiceValue) => void }) {
  const registrar = value.registrar;
  const accounts = useQuery({
    queryKey: accountsKeys.list(registrar || 'namecheap'),
    queryFn: ({ signal }) => fetchAccounts(registrar as Registrar, signal),
    enabled: registrar !== '',
  });
  const list = accounts.data ?? [];
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="space-y-1">
        <Label htmlFor="billing-registrar">Registrar</Label>
        <select
          id="billing-registrar"
          className={select}
          value={registrar}
          onChange={(e) => onChange({ registrar: e.target.value as Registrar | '', accountId: 0 })}
        >
          <option value="">Select registrar</option>
          {REGISTRARS.map((r) => (
            <option key={r} value={r}>
              {REGISTRAR_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="billing-account">Account</Label>
        <select
          id="billing-account"
          className={select}
          disabled={registrar === '' || list.length === 0}
          value={String(value.accountId)}
          onChange={(e) => onChange({ ...value, accountId: Number(e.target.value) })}
        >
          <option value="0">
            {registrar !== '' && accounts.isSuccess && list.length === 0 ? 'Нет доступных аккаунтов' : 'Select account'}
          </option>
          {list.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {accountTitle(a, REGISTRAR_LABELS[registrar as Registrar])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
