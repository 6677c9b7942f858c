// What the Domain Management list asks the server for (issue 31): page and page size, search, the
// column sort and the filters. The server pages, sorts and filters (GET /api/domains); the card keeps
// only these choices.
import type { DomainSort, DomainStatusFilter } from '@dop/contracts/domains';
import type { HealthBadge } from '@dop/contracts/inventory';

export interface ListFilters {
  registrar: string;
  accountId: string;
  teamTag: string;
  status: DomainStatusFilter | '';
  /** Issue 29: only domains showing this health badge. */
  health: HealthBadge | '';
}

export interface ListParams {
  showAll: boolean;
  search: string;
  page: number;
  pageSize: number;
  sort: DomainSort | null;
  order: 'asc' | 'desc';
  filters: ListFilters;
}

export const NO_FILTERS: ListFilters = { registrar: '', accountId: '', teamTag: '', status: '', health: '' };

export function listQuery(p: ListParams): string {
  const q = new URLSearchParams({ showAll: String(p.showAll), page: String(p.page), limit: String(p.pageSize) });
  if (p.search.trim()) q.set('search', p.search.trim());
  if (p.sort) {
    q.set('sort', p.sort);
    q.set('order', p.order);
  }
  for (const [key, value] of Object.entries(p.filters)) if (String(value).trim()) q.set(key, String(value).trim());
  return q.toString();
}

/** A click on a column: first ascending, then descending, then back to the spec's order. */
export function nextSort(current: { sort: DomainSort | null; order: 'asc' | 'desc' }, column: DomainSort) {
  if (current.sort !== column) return { sort: column, order: 'asc' as const };
  if (current.order === 'asc') return { sort: column, order: 'desc' as const };
  return { sort: null, order: 'asc' as const };
}

export const hasFilters = (f: ListFilters) => Object.values(f).some((v) => String(v).trim() !== '');
