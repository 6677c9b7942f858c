// The domain edit dialog's form (spec 1 §2, §4, §5): four registrars only, the account picker shows
// the first 10 characters of the key + '...', and changing the registrar resets the account to 0.
import type { DomainDto } from '@dop/contracts/domains';
import type { AccountOption, DomainPatch } from '../../domains/api/domains-api';

export const EDIT_REGISTRARS = ['namecheap', 'namesilo', 'dynadot', 'spaceship'] as const;
export const NO_ACCOUNTS = 'Нет доступных аккаунтов';

export function initialForm(d: DomainDto): DomainPatch {
  return { name: d.name, registrar: d.registrar ?? 'namecheap', accountId: d.accountId ?? 0, useCloudflare: d.useCloudflare };
}

export function withRegistrar(form: DomainPatch, registrar: string): DomainPatch {
  return registrar === form.registrar ? form : { ...form, registrar, accountId: 0 };
}

export function accountLabel(a: AccountOption): string {
  const key = a.apiKey ?? a.username ?? a.name ?? String(a.id);
  return `${key.replace(/\.\.\.$/, '').slice(0, 10)}...`;
}
