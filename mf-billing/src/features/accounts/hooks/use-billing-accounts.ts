// Every registrar account with its domain count, sorted by that count ascending (spec 2 §4.2).
import { useQueries } from '@tanstack/react-query';
import { accountsKeys, fetchAccounts, fetchDomainCount } from '../api/accounts-api';
import { REGISTRARS } from '../lib/registrars';
import { sortByDomainCount, type BillingAccount } from '../lib/sort-accounts';

export function useBillingAccounts() {
  const lists = useQueries({
    queries: REGISTRARS.map((registrar) => ({
      queryKey: accountsKeys.list(registrar),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchAccounts(registrar, signal),
    })),
  });
  const accounts = lists.flatMap((q, i) => (q.data ?? []).map((a) => ({ registrar: REGISTRARS[i], id: a.id, name: a.name })));
  const counts = useQueries({
    queries: accounts.map((a) => ({
      queryKey: accountsKeys.domainCount(a.registrar, a.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDomainCount(a.registrar, a.id, signal),
    })),
  });
  const withCounts: BillingAccount[] = accounts.map((a, i) => ({ ...a, domainCount: counts[i]?.data?.domainCount ?? null }));
  return {
    accounts: sortByDomainCount(withCounts),
    isPending: lists.some((q) => q.isPending),
    error: lists.find((q) => q.error)?.error ?? null,
  };
}
