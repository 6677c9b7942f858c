// GET /api/audit (issue 25, admins): paged, filtered by actor, action and period.
import { apiGet } from '@dop/mf-kit';
import type { AuditPage } from '@dop/contracts/team';

export interface AuditFilters {
  actor: string;
  action: string;
  /** yyyy-mm-dd from the date inputs, '' for open. */
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** A local calendar day's first (or last) moment as the ISO time the server wants. */
export function dayBoundary(day: string, end: boolean): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = end ? new Date(y!, m! - 1, d!, 23, 59, 59, 999) : new Date(y!, m! - 1, d!, 0, 0, 0, 0);
  return date.toISOString();
}

export function auditUrl(filters: AuditFilters, page: number): string {
  const q = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
  if (filters.actor.trim()) q.set('actor', filters.actor.trim());
  if (filters.action) q.set('action', filters.action);
  if (filters.from) q.set('from', dayBoundary(filters.from, false));
  if (filters.to) q.set('to', dayBoundary(filters.to, true));
  return `/api/audit?${q.toString()}`;
}

export const getAudit = (filters: AuditFilters, page: number, signal?: AbortSignal) =>
  apiGet<AuditPage>(auditUrl(filters, page), { signal });
