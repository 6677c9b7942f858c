// Spec 1 §7 Registrar credentials: the calls of the API Credentials card. Lists and GET by id carry
// secret previews only (issue 25); the full values come from reveal, for admins with a fresh step-up.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { AccountView, Registrar, RevealedAccountSecrets } from '@dop/contracts/registrars';
import type { AccountData } from '../lib/registrar-fields';

const base = (registrar: Registrar) => `/api/accounts/${registrar}`;

export const accountsQueryKey = (registrar: Registrar) => ['accounts', registrar] as const;

export function listAccounts(registrar: Registrar, signal?: AbortSignal): Promise<AccountView[]> {
  return apiGet<AccountView[]>(base(registrar), { signal });
}

export function getAccount(registrar: Registrar, id: number): Promise<AccountView> {
  return apiGet<AccountView>(`${base(registrar)}/${id}`);
}

/** POST …/:id/reveal: the full secrets (null where unset); the api client opens the step-up gate. */
export function revealAccount(registrar: Registrar, id: number): Promise<RevealedAccountSecrets> {
  return apiSend<RevealedAccountSecrets>('POST', `${base(registrar)}/${id}/reveal`);
}

export function createAccount(registrar: Registrar, data: AccountData): Promise<AccountView> {
  return apiSend<AccountView>('POST', base(registrar), data);
}

export function updateAccount(registrar: Registrar, id: number, data: AccountData): Promise<AccountView> {
  return apiSend<AccountView>('PUT', `${base(registrar)}/${id}`, data);
}

/** Issue 29: the isActive switch alone; the registrar's fields are left as stored. */
export function setAccountActive(registrar: Registrar, id: number, isActive: boolean): Promise<AccountView> {
  return apiSend<AccountView>('PUT', `${base(registrar)}/${id}`, { isActive });
}

export function deleteAccount(registrar: Registrar, id: number): Promise<{ success: true; id: number }> {
  return apiSend('DELETE', `${base(registrar)}/${id}`);
}
