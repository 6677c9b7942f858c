// The GET /api/domains answer as JSON bytes. A search answer is kept serialised (page-answers.ts) for
// the index's generation and revision: repeating a search (paging back, a common word, polling) skips
// Mongo, the DTO mapping and the zod response check. The bytes are exactly what the route's zod
// serializer would send (the same schema parse, then JSON.stringify), so a cached and a fresh answer
// cannot differ. Lists without a search read Mongo every time, as before (they sort by result time).
import { DomainsResponse, type DomainsQuery } from '@dop/contracts/domains';
import type { Models } from '../models';
import { listDomains } from './domain-list';
import type { DomainSearchIndex } from './search-index';

export const JSON_TYPE = 'application/json; charset=utf-8';

const serialise = (answer: DomainsResponse): Buffer => Buffer.from(JSON.stringify(DomainsResponse.parse(answer)));

/** Everything a search answer depends on besides the data: who asks (For Me) and the query. */
export function pageKey(userId: string, q: DomainsQuery, term: string): string {
  const refine = `${q.sort ?? ''}:${q.order ?? ''}:${q.registrar ?? ''}:${q.accountId ?? ''}:${q.teamTag ?? ''}:${q.status ?? ''}:${q.health ?? ''}`;
  return `${q.showAll ? '*' : `u:${userId}`}|${q.useCloudflare ?? '*'}|${q.page}|${q.limit}|${refine}|${term}`;
}

export async function listDomainsJson(models: Models, index: DomainSearchIndex, userId: string, q: DomainsQuery): Promise<Buffer> {
  const term = q.search?.trim().toLowerCase();
  // 'recent' depends on the clock, not only on writes: such an answer is never kept.
  if (!term || q.status === 'recent') return serialise(await listDomains(models, index, userId, q));
  await index.fresh();
  const key = pageKey(userId, q, term);
  const known = index.pages.get(key);
  if (known) return known;
  // Read before computing: a write that lands meanwhile clears the cache and this answer is not kept.
  const epoch = index.pages.epoch;
  const body = serialise(await listDomains(models, index, userId, q));
  index.pages.set(key, body, epoch);
  return body;
}
