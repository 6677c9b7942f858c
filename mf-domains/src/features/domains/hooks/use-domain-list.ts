// The domain list the card shows: one page from GET /api/domains, paged, sorted and filtered by the
// server (issue 31), For Me / For All from the shell, and the results polled every 2 s for the order
// and the 'Recent' badge.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_MS } from '@dop/mf-kit';
import { useEffect, useMemo, useRef } from 'react';
import { domainsKeys, fetchDomainsPage, fetchResults } from '../api/domains-api';
import type { ListParams } from '../lib/list-params';
import { latestResultTimes } from '../lib/latest-results';
import { orderDomains } from '../lib/domain-order';

export function useDomainList(params: ListParams) {
  const list = useQuery({
    queryKey: domainsKeys.list(params),
    queryFn: ({ signal }) => fetchDomainsPage(params, signal),
    // The old page stays on screen while the next one loads: the table does not flash empty.
    placeholderData: keepPreviousData,
  });
  const results = useQuery({
    queryKey: domainsKeys.results(params.showAll),
    queryFn: ({ signal }) => fetchResults(params.showAll, signal),
    refetchInterval: POLL_MS.results,
  });
  const latest = useMemo(() => latestResultTimes(results.data ?? []), [results.data]);
  // A new result can mean a new lastUsedIp (a bulk job or another user's save): reload the list then.
  const qc = useQueryClient();
  const newest = useMemo(() => Math.max(0, ...latest.values()), [latest]);
  const seen = useRef(newest);
  useEffect(() => {
    if (newest > seen.current) void qc.invalidateQueries({ queryKey: ['domains', 'list'] });
    seen.current = newest;
  }, [newest, qc]);
  // Within the page, the spec's order by the freshest result time, unless a column sort or a search rules.
  const keepServerOrder = params.search.trim() !== '' || params.sort !== null;
  const domains = useMemo(() => orderDomains(list.data?.domains ?? [], latest, keepServerOrder), [list.data, latest, keepServerOrder]);
  return {
    domains,
    latest,
    totalCount: list.data?.totalCount ?? 0,
    isLoading: list.isLoading,
    isFetching: list.isFetching,
    error: list.error,
  };
}
