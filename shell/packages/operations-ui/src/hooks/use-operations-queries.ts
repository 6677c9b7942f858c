// The three reads of the panels. Spec 2 §9: results and logs poll every 15 s in the main view and
// every 5 s on PowerDNS; the caller picks with pollMs. Previous data stays on screen while a new
// page or filter loads, so the table does not flash empty.
import { POLL_MS } from '@dop/mf-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTransport } from '../api/api-context';
import type { LogsResponse, OperationDomainsResponse, ResultsReply } from '../api/types';
import { logsUrl, operationDomainsUrl, resultsUrl, type LogsParams, type OperationDomainsParams, type ResultsParams } from '../api/urls';
import { operationsKeys } from './query-keys';

export const DEFAULT_POLL_MS = POLL_MS.mainResultsAndLogs;

export function useResults(params: ResultsParams, pollMs: number = DEFAULT_POLL_MS) {
  const transport = useTransport();
  return useQuery({
    queryKey: operationsKeys.results(params),
    queryFn: ({ signal }) => transport.get<ResultsReply>(resultsUrl(params), signal),
    refetchInterval: pollMs,
    placeholderData: keepPreviousData,
  });
}

export function useLogs(params: LogsParams, pollMs: number = DEFAULT_POLL_MS) {
  const transport = useTransport();
  return useQuery({
    queryKey: operationsKeys.logs(params),
    queryFn: ({ signal }) => transport.get<LogsResponse>(logsUrl(params), signal),
    refetchInterval: pollMs,
    placeholderData: keepPreviousData,
  });
}

export function useOperationDomains(params: OperationDomainsParams, pollMs: number = DEFAULT_POLL_MS) {
  const transport = useTransport();
  return useQuery({
    queryKey: operationsKeys.operationDomains(params),
    queryFn: ({ signal }) => transport.get<OperationDomainsResponse>(operationDomainsUrl(params), signal),
    refetchInterval: pollMs,
    placeholderData: keepPreviousData,
  });
}
