// The domain list the card shows: pages of 100 from GET /api/domains (load more on demand), For Me /
// For All from the shell, and the results polled every 2 s for the order and the 'Recent' badge.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_MS } from '@dop/mf-kit';
import { useEffect, useMemo, useRef } from 'react';
import { domainsKeys, fetchDomainsPage, fetchResults } from '../api/domains-api';
import { latestResultTimes } from '../lib/latest-results';
import { orderDomains } from '../lib/domain-order';

export function useDomainList(showAll: boolean, search: string) {
  const list = useInfiniteQuery({
    queryKey: domainsKeys.list({ showAll, search }),
    queryFn: ({ pageParam, signal }) => fetchDomainsPage({ showAll, search, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const results = useQuery({
    queryKey: domainsKeys.results(showAll),
    queryFn: ({ signal }) => fetchResults(showAll, signal),
    refetchInterval: POLL_MS.results,
  });
  const latest = useMemo(() => latestResultTimes(results.data ?? []), [results.data]);
  // A new result can mean a new lastUsedIp (a bulk job or another user's save): reload the list then.
  const qc = useQueryClient();
  const newest = useMemo(() => Math.max(0, ...latest.values()), [latest]);
  const seen = useRef(newest);
  useEffect(() => {
    if (newest > seen.current) void qc.invalidateQueries({ queryKey: domainsKeys.list({ showAll, search }) });
    seen.current = newest;
  }, [newest, qc, showAll, search]);
  const domains = useMemo(
    () =>
      orderDomains(
        (list.data?.pages ?? []).flatMap((p) => p.domains),
        latest,
        search.trim() !== '',
      ),
    [list.data, latest, search],
  );
  return {
    domains,
    latest,
    totalCount: list.data?.pages[0]?.totalCount ?? 0,
    hasMore: Boolean(list.hasNextPage),
    loadMore: () => list.fetchNextPage(),
    isLoading: list.isLoading,
    error: list.error,
  };
}
