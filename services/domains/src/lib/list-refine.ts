// The list's filters and sort (issue 31): registrar, account, team tag and row status as a Mongo filter,
// and the chosen column as a Mongo sort with the name as tie-break. Without any of them the list keeps
// the spec's order; the index serves what it knows (domain-list.ts).
import type { DomainsQuery } from '@dop/contracts/domains';

/** Spec 1 §9: 'recent' means a result under 300,000 ms old. */
const RECENT_MS_SERVER = 300_000;

export function refineFilter(q: DomainsQuery, now = Date.now()): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (q.registrar) filter.registrar = q.registrar;
  if (q.accountId) filter.accountId = q.accountId;
  if (q.teamTag) filter.teamTag = q.teamTag;
  // What the row's IP cell shows: '✓ Recent' (a result under 5 minutes), an IP, 'No A record deployed'.
  if (q.status === 'recent') filter.lastResultAt = { $gte: new Date(now - RECENT_MS_SERVER) };
  if (q.status === 'deployed') filter.lastUsedIp = { $nin: [null, ''] };
  if (q.status === 'none') filter.lastUsedIp = { $in: [null, ''] };
  return filter;
}

/** The chosen column, then the name; the spec's order (newest result first) when none is chosen. */
export function refineSort(q: DomainsQuery): Record<string, 1 | -1> {
  if (!q.sort) return { lastResultAt: -1, name: 1 };
  const dir = q.order === 'desc' ? -1 : 1;
  return q.sort === 'name' ? { name: dir } : { [q.sort]: dir, name: 1 };
}
