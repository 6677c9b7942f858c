import type { AccountField, Registrar } from '@dop/contracts/registrars';
import { contactFieldsOf, mainFieldsOf, type AccountData } from '../lib/registrar-fields';
import { AccountFieldInput } from './account-field-input';
import { ContactSection } from './contact-section';

interface Props {
  registrar: Registrar;
  data: AccountData;
  onChange: (field: AccountField, value: string) => void;
  formKey: string;
  invalid: ReadonlySet<AccountField>;
  contactsOpen: boolean;
}

/** Every input of a registrar's account, shared by the add form and the inline edit. */
export function AccountFields({ registrar, data, onChange, formKey, invalid, contactsOpen }: Props) {
  const input = (field: AccountField) => (
    <AccountFieldInput
      key={field}
      registrar={registrar}
      field={field}
      value={data[field] ?? ''}
      onChange={(value) => onChange(field, value)}
      formKey={formKey}
      invalid={invalid.has(field)}
    />
  );
  const contacts = contactFieldsOf(registrar);
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">{mainFieldsOf(registrar).map(input)}</div>
      {contacts.length > 0 && (
        <ContactSection defaultOpen={contactsOpen} reveal={contacts.some((f) => invalid.has(f))}>
          {contacts.map(input)}
        </ContactSection>
      )}
    </div>
  );
}
