// One account select per registrar of the Add New Domains dialog (namecheap, namesilo, dynadot).
import { useQuery } from '@tanstack/react-query';
import { Label } from '@dop/ui';
import { domainsKeys, fetchAccounts } from '../../domains/api/domains-api';
import { accountLabel } from '../../domain-edit/lib/edit-form';
import { ADD_REGISTRARS, type AddRegistrar } from '../lib/add-form';

function AccountSelect({ registrar, value, onChange }: { registrar: AddRegistrar; value: number; onChange: (id: number) => void }) {
  const accounts = useQuery({ queryKey: domainsKeys.accounts(registrar), queryFn: ({ signal }) => fetchAccounts(registrar, signal) });
  const id = `add-account-${registrar}`;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{registrar} account</Label>
      <select
        id={id}
        className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value="0">—</option>
        {(accounts.data ?? []).map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.name ? `${a.name} (${accountLabel(a)})` : accountLabel(a)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AccountSelects({
  value,
  onChange,
}: {
  value: Record<AddRegistrar, number>;
  onChange: (v: Record<AddRegistrar, number>) => void;
}) {
  return (
    <div className="grid grid-cols-3 gap-2">
      {ADD_REGISTRARS.map((r) => (
        <AccountSelect key={r} registrar={r} value={value[r]} onChange={(id) => onChange({ ...value, [r]: id })} />
      ))}
    </div>
  );
}
