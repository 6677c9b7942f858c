// Query strings of the operations API (spec 2 §7), built in one place so hooks and tests agree.
import type { LogPeriod } from './types';
import type { OperationType } from '@dop/contracts/ops';

type Params = Record<string, string | number | boolean | undefined>;

function withQuery(path: string, params: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}

export interface ResultsParams {
  showAll: boolean;
  operationType?: OperationType;
  page: number;
  limit: number;
  search?: string;
}

export const resultsUrl = (p: ResultsParams) => withQuery('/api/results', { ...p, search: p.search?.trim() });

export interface LogsParams {
  showAll: boolean;
  operationType?: OperationType;
  period: LogPeriod;
  /** ISO bounds of a custom period. */
  from?: string;
  to?: string;
  limit?: number;
}

export const logsUrl = (p: LogsParams) =>
  withQuery('/api/logs', {
    ...p,
    from: p.period === 'custom' ? p.from : undefined,
    to: p.period === 'custom' ? p.to : undefined,
  });

export interface OperationDomainsParams {
  showAll: boolean;
  page: number;
  search?: string;
  /** Issue 31: the tab's own kind of work only. */
  operationType?: OperationType;
}

/** Spec 2 §7: limit=10. */
export const OPERATION_DOMAINS_PAGE_SIZE = 10;

export const operationDomainsUrl = (p: OperationDomainsParams) =>
  withQuery('/api/operation-domains', {
    page: p.page,
    limit: OPERATION_DOMAINS_PAGE_SIZE,
    search: p.search?.trim(),
    showAll: p.showAll,
    operationType: p.operationType,
  });

export const CLEAR_URLS = {
  domainRecordsLogs: '/api/logs/clear-domain-records',
  domainRecordsResults: '/api/results/clear-domain-records',
  cloudflareLogs: '/api/logs/clear-cloudflare',
  cloudflareResults: '/api/results/clear-cloudflare',
  envCheckLogs: '/api/logs/clear-env-check',
} as const;
export type ClearTarget = keyof typeof CLEAR_URLS;

export const clearUrl = (target: ClearTarget, showAll: boolean) => withQuery(CLEAR_URLS[target], { showAll });
