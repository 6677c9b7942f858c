// Query keys start with the domain (design.md §7), so one invalidation of ['operations'] refreshes
// every panel after a clear.
import type { LogsParams, OperationDomainsParams, ResultsParams } from '../api/urls';

export const operationsKeys = {
  all: ['operations'] as const,
  results: (p: ResultsParams) => ['operations', 'results', p] as const,
  logs: (p: LogsParams) => ['operations', 'logs', p] as const,
  operationDomains: (p: OperationDomainsParams) => ['operations', 'operation-domains', p] as const,
};
