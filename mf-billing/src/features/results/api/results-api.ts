// Spec 2 §7: GET /api/billing/results?showAll (polled every 3 s), paged 1–50 per page (default 10).
import { apiGet } from '@dop/mf-kit';
import type { BillingResultsResponse } from '@dop/contracts/billing';

export const RESULTS_PER_PAGE_DEFAULT = 10;
export const RESULTS_PER_PAGE_MAX = 50;

export interface ResultsParams {
  showAll: boolean;
  page: number;
  limit: number;
}

export const resultsKeys = {
  all: ['billing', 'results'] as const,
  page: (p: ResultsParams) => ['billing', 'results', p] as const,
};

export function fetchResults(p: ResultsParams, signal?: AbortSignal): Promise<BillingResultsResponse> {
  const q = new URLSearchParams({ showAll: String(p.showAll), page: String(p.page), limit: String(p.limit) });
  return apiGet<BillingResultsResponse>(`/api/billing/results?${q}`, { signal });
}

/** Spec 2 §5: 1 to 50; anything else falls back to the default. */
export function clampPerPage(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= RESULTS_PER_PAGE_MAX ? n : RESULTS_PER_PAGE_DEFAULT;
}
