// The change log's filters (issue 30) and the query string of GET /api/changes they make. The period
// is turned into `from` when the request goes out, so "last day" means the day before each request.
export const PERIODS = ['all', '1day', '1week', '1month'] as const;
export type ChangesPeriod = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<ChangesPeriod, string> = {
  all: 'All time',
  '1day': 'Last day',
  '1week': 'Last week',
  '1month': 'Last month',
};

const PERIOD_MS: Record<Exclude<ChangesPeriod, 'all'>, number> = {
  '1day': 24 * 3600_000,
  '1week': 7 * 24 * 3600_000,
  '1month': 30 * 24 * 3600_000,
};

export interface ChangesFilter {
  /** An exact domain name, as the service matches it; empty for all. */
  domain: string;
  /** A change status or provider code; empty for all. */
  status: string;
  provider: string;
  period: ChangesPeriod;
}

export const NO_FILTER: ChangesFilter = { domain: '', status: '', provider: '', period: 'all' };

export interface ChangesPageQuery {
  filter: ChangesFilter;
  page: number;
  limit: number;
}

export function isFiltered(f: ChangesFilter): boolean {
  return f.domain.trim() !== '' || f.status !== '' || f.provider !== '' || f.period !== 'all';
}

export function changesSearch({ filter, page, limit }: ChangesPageQuery, now = Date.now()): string {
  const q = new URLSearchParams({ page: String(page), limit: String(limit) });
  const domain = filter.domain.trim().toLowerCase();
  if (domain) q.set('domain', domain);
  if (filter.status) q.set('status', filter.status);
  if (filter.provider) q.set('provider', filter.provider);
  if (filter.period !== 'all') q.set('from', new Date(now - PERIOD_MS[filter.period]).toISOString());
  return q.toString();
}

/** Pages of `limit`; at least one so the pager reads "Page 1 of 1" with nothing. */
export const totalPages = (totalCount: number, limit: number) => Math.max(1, Math.ceil(totalCount / limit));
