import { REGISTRAR_LABELS, type AccountView } from '@dop/contracts/registrars';
import { allFieldsOf, type AccountData } from './registrar-fields';

/** Spec 1 §2: 'name (id{id})', or '<Registrar> Account #{id}' when the account has no name. */
export function accountHeading(account: Pick<AccountView, 'id' | 'name' | 'registrar'>): string {
  const name = account.name?.trim();
  return name ? `${name} (id${account.id})` : `${REGISTRAR_LABELS[account.registrar]} Account #${account.id}`;
}

/** Spec 1 §2/§9: the gandi token reads as its first 8 characters and '...'. */
export function gandiTokenPreview(value: string): string {
  return `${value.replace(/\.\.\.$/, '').slice(0, 8)}...`;
}

/** The editable copy of an account: exactly the registrar's fields, null read as empty. */
export function toFormData(account: AccountView): AccountData {
  const record = account as unknown as Record<string, string | null | undefined>;
  return Object.fromEntries(allFieldsOf(account.registrar).map((f) => [f, record[f] ?? ''])) as AccountData;
}
