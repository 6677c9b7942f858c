import { useState, type FormEvent } from 'react';
import { Button } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { REGISTRAR_LABELS, type AccountField, type Registrar } from '@dop/contracts/registrars';
import { useAddAccount } from '../hooks/use-account-mutations';
import { emptyForm, type AccountData } from '../lib/registrar-fields';
import { focusFirstMissing } from '../lib/focus-field';
import { missingFields, trimmed } from '../lib/validate';
import { useCredentialsPanelStore } from '../stores/credentials-panel-store';
import { AccountFields } from './account-fields';

/** The inline add form of one registrar tab (spec 1 §2, §4, §5). */
export function AddAccountForm({ registrar, toasts }: { registrar: Registrar; toasts: ShellApi['toasts'] }) {
  const [data, setData] = useState<AccountData>(() => emptyForm(registrar));
  const [invalid, setInvalid] = useState<ReadonlySet<AccountField>>(new Set());
  const closeAdd = useCredentialsPanelStore((s) => s.closeAdd);
  const add = useAddAccount(registrar, toasts);
  const formKey = `add-${registrar}`;

  const onChange = (field: AccountField, value: string) => {
    setData((d) => ({ ...d, [field]: value }));
    if (invalid.has(field)) setInvalid((s) => new Set([...s].filter((f) => f !== field)));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const missing = missingFields(registrar, data);
    setInvalid(new Set(missing));
    if (missing.length > 0) return focusFirstMissing(formKey, missing);
    add.mutate(trimmed(data));
  };

  return (
    <form
      noValidate
      aria-label={`Add ${REGISTRAR_LABELS[registrar]} Account`}
      onSubmit={onSubmit}
      className="space-y-3 rounded-md border border-border p-4"
    >
      <AccountFields registrar={registrar} data={data} onChange={onChange} formKey={formKey} invalid={invalid} contactsOpen={false} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={closeAdd}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
