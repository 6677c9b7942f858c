// Spec 2 §7 "Billing and registrar accounts": the registrars service's accounts, their domain counts
// and balances. Accounts are read here, never copied.
import { apiGet } from '@dop/mf-kit';
import type { AccountView, BalanceReply, DomainCountReply } from '@dop/contracts/registrars';
import type { Registrar } from '../lib/registrars';

export const accountsKeys = {
  /** Prefixes a finished purchase refreshes (issue 31): money spent, domains added. */
  balances: ['billing', 'balance'] as const,
  domainCounts: ['billing', 'domain-count'] as const,
  list: (registrar: Registrar) => ['billing', 'accounts', registrar] as const,
  domainCount: (registrar: Registrar, id: number) => ['billing', 'domain-count', registrar, id] as const,
  balance: (registrar: Registrar, id: number) => ['billing', 'balance', registrar, id] as const,
};

export const fetchAccounts = (registrar: Registrar, signal?: AbortSignal) =>
  apiGet<AccountView[]>(`/api/accounts/${registrar}`, { signal });

export const fetchDomainCount = (registrar: Registrar, id: number, signal?: AbortSignal) =>
  apiGet<DomainCountReply>(`/api/accounts/${registrar}/${id}/domain-count`, { signal });

/**
 * Spec 2 §8: a non-2xx balance answer reads 'HTTP error! status: N'; a call that never got an answer
 * 'Failed to fetch balance'. A 200 with `error` set is the registrar's refusal, shown as such.
 */
export async function fetchBalance(registrar: Registrar, id: number, signal?: AbortSignal): Promise<BalanceReply> {
  let res: Response;
  try {
    res = await fetch(`/api/accounts/${registrar}/${id}/balance`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new Error('Failed to fetch balance');
  }
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  return (await res.json()) as BalanceReply;
}
