import { missingRequired, type AccountField, type Registrar } from '@dop/contracts/registrars';
import type { AccountData } from './registrar-fields';

/** Spec 1 §5: the required fields of this registrar that are empty or whitespace. */
export function missingFields(registrar: Registrar, data: AccountData): AccountField[] {
  return missingRequired(registrar, data) as AccountField[];
}

/** Values are sent trimmed; the server trims too, this keeps the request honest. */
export function trimmed(data: AccountData): AccountData {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, (v ?? '').trim()])) as AccountData;
}
