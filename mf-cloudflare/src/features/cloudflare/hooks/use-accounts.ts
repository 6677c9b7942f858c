// The accounts-grouped list (10 accounts a page, spec 2 §9); polled so job statuses show as they change.
import { POLL_MS } from '@dop/mf-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cloudflareKeys, fetchAccounts } from '../api/cloudflare-api';

export function useAccounts(p: { page: number; search: string; showAll: boolean }) {
  return useQuery({
    queryKey: cloudflareKeys.accounts(p),
    queryFn: () => fetchAccounts(p),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS.results,
  });
}
