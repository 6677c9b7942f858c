// Spec 1 §7 Registrar credentials: the calls of the API Credentials card. Lists carry secret
// previews only; GET by id returns the full values the edit form needs.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { AccountView, Registrar } from '@dop/contracts/registrars';
import type { AccountData } from '../lib/registrar-fields';

const base = (registrar: Registrar) => `/api/accounts/${registrar}`;

export const accountsQueryKey = (registrar: Registrar) => ['accounts', registrar] as const;

export function listAccounts(registrar: Registrar, signal?: AbortSignal): Promise<AccountView[]> {
  return apiGet<AccountView[]>(base(registrar), { signal });
}

export function getAccount(registrar: Registrar, id: number): Promise<AccountView> {
  return apiGet<AccountView>(`${base(registrar)}/${id}`);
}

export function createAccount(registrar: Registrar, data: AccountData): Promise<AccountView> {
  return apiSend<AccountView>('POST', base(registrar), data);
}

export function updateAccount(registrar: Registrar, id: number, data: AccountData): Promise<AccountView> {
  return apiSend<AccountView>('PUT', `${base(registrar)}/${id}`, data);
}

export function deleteAccount(registrar: Registrar, id: number): Promise<{ success: true; id: number }> {
  return apiSend('DELETE', `${base(registrar)}/${id}`);
}
