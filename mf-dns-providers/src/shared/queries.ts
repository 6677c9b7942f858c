// Reads shared by both tabs: DNS results and logs of one operationType from the operations service,
// and users for attribution (spec 2 §7). Keys start with the remote's domain (design.md §7).
import { apiGet, POLL_MS } from '@dop/mf-kit';
import type { LogsResponse, OperationResult } from '@dop/contracts/ops';
import type { UserSummary } from '@dop/contracts/users';
import { useQuery } from '@tanstack/react-query';

export type DnsOperation = 'hurricane-electric' | 'powerdns';

export const dnsKeys = {
  all: ['dns-providers'] as const,
  results: (op: DnsOperation, showAll: boolean) => ['dns-providers', 'results', op, showAll] as const,
  logs: (op: DnsOperation, showAll: boolean) => ['dns-providers', 'logs', op, showAll] as const,
  users: ['dns-providers', 'users'] as const,
  heAccounts: ['dns-providers', 'he-accounts'] as const,
  pdnsAccounts: ['dns-providers', 'pdns-accounts'] as const,
  proxies: ['dns-providers', 'proxies'] as const,
};

export function useDnsResults(op: DnsOperation, showAll: boolean, pollMs: number) {
  return useQuery({
    queryKey: dnsKeys.results(op, showAll),
    queryFn: ({ signal }) => apiGet<OperationResult[]>(`/api/results?operationType=${op}&showAll=${showAll}&limit=100`, { signal }),
    refetchInterval: pollMs,
  });
}

export function useDnsLogs(op: DnsOperation, showAll: boolean, pollMs: number) {
  return useQuery({
    queryKey: dnsKeys.logs(op, showAll),
    queryFn: ({ signal }) => apiGet<LogsResponse>(`/api/logs?operationType=${op}&showAll=${showAll}&limit=500`, { signal }),
    refetchInterval: pollMs,
  });
}

export function useUsers() {
  return useQuery({
    queryKey: dnsKeys.users,
    queryFn: ({ signal }) => apiGet<UserSummary[]>('/api/users', { signal }),
    refetchInterval: POLL_MS.users,
  });
}
