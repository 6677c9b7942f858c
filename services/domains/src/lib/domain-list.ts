// GET /api/domains: For Me / For All, search over name or registrar, the spec's order (newest result
// first, then domains without results, then by name; by name alone while searching), paging, and
// issue 31's filters and column sort (list-refine.ts).
import type { DomainsQuery, DomainsResponse } from '@dop/contracts/domains';
import { Types } from 'mongoose';
import type { DomainDoc } from '../models/domain';
import type { Models } from '../models';
import { domainView } from './domain-view';
import { refineFilter as refineBase, refineSort } from './list-refine';
import type { DomainSearchIndex, SearchFilter } from './search-index';

// A row shows the health badges, expiry and auto-renew, not both sides of each check (the health panel
// reads those from /api/inventory/health): a page of 100 rows is less than half the bytes to read and send.
const LIST_FIELDS = { aRecords: 0, 'health.checks': 0, 'health.alerted': 0, 'inventory.nameservers': 0, _events: 0 } as const;
const OBJECT_ID = /^[0-9a-f]{24}$/;

export async function listDomains(models: Models, index: DomainSearchIndex, userId: string, q: DomainsQuery): Promise<DomainsResponse> {
  const skip = (q.page - 1) * q.limit;
  const search = q.search?.trim().toLowerCase();
  // What the in-memory index knows of every domain: owner, Cloudflare flag, registrar (and the name).
  const scope: SearchFilter = { ownerId: q.showAll ? undefined : userId, useCloudflare: q.useCloudflare, registrar: q.registrar };
  const filterIndexed = !q.accountId && !q.teamTag && !q.status && !q.health;
  const indexed = filterIndexed && (!q.sort || q.sort === 'name' || q.sort === 'registrar');
  if (search) {
    // Substring matches come from the in-memory index (by name); only the page is read from Mongo.
    const ids = await index.search(search, scope);
    if (!indexed || q.sort === 'registrar') {
      // Other filters or sorts on top of a search: Mongo narrows and orders the matches (rarer, so slower is fine).
      return readPage(models, { ...refineFilter(q), _id: { $in: ids.map(toId) } }, q, skip);
    }
    return pageOf(models, q.sort === 'name' && q.order === 'desc' ? [...ids].reverse() : ids, skip, q.limit);
  }
  if (indexed && (q.sort || q.registrar)) {
    // Name and registrar orders and the registrar filter come from the index: no sort or count in Mongo.
    const sortBy = q.sort === 'registrar' ? 'registrar' : 'name';
    return pageOf(models, await index.ordered(scope, sortBy, q.order === 'desc'), skip, q.limit);
  }
  const base: Record<string, unknown> = { ...refineFilter(q) };
  if (!q.showAll) base.createdById = userId;
  if (q.useCloudflare !== undefined) base.useCloudflare = q.useCloudflare;
  // Counting every row in Mongo takes over a second at 50,000 domains; the index counts in a few ms.
  // Filters it does not know are counted by Mongo once per change of the data ('recent' moves with the clock).
  const count = filterIndexed ? () => index.count(scope) : q.status === 'recent' ? undefined : () => countOnce(models, index, base);
  return readPage(models, base, q, skip, count);
}

async function countOnce(models: Models, index: DomainSearchIndex, filter: Record<string, unknown>): Promise<number> {
  await index.fresh();
  const key = JSON.stringify(filter);
  const known = index.pages.count(key);
  if (known !== undefined) return known;
  const epoch = index.pages.epoch;
  const total = await models.domains.countDocuments(filter);
  index.pages.setCount(key, total, epoch);
  return total;
}

/** Issue 31's filters and issue 29's health badge (served by the { 'health.badges', name } index). */
function refineFilter(q: DomainsQuery): Record<string, unknown> {
  const filter = refineBase(q);
  if (q.health) filter['health.badges'] = q.health;
  return filter;
}

const toId = (id: string) => (OBJECT_ID.test(id) ? new Types.ObjectId(id) : id);

/** One page of ids, in their order, read from Mongo by _id. */
async function pageOf(models: Models, ids: string[], skip: number, limit: number): Promise<DomainsResponse> {
  const pageIds = ids.slice(skip, skip + limit);
  // Straight through the driver: mongoose's query building and casting cost more than the read of a
  // few documents by _id, on every search whose answer is not cached (list-answer.ts).
  const oids = pageIds.map(toId);
  const docs = oids.length
    ? ((await models.domains.collection
        .find({ _id: { $in: oids } } as never, { projection: LIST_FIELDS })
        .toArray()) as unknown as DomainDoc[])
    : [];
  const byId = new Map(docs.map((d) => [String(d._id), d]));
  const ordered = pageIds.map((id) => byId.get(id)).filter((d): d is DomainDoc => d !== undefined);
  return { domains: ordered.map(domainView), hasMore: skip + pageIds.length < ids.length, totalCount: ids.length };
}

/** One page in the chosen order; missing lastResultAt sorts after every date in a descending sort, as the spec orders them. */
async function readPage(
  models: Models,
  filter: Record<string, unknown>,
  q: DomainsQuery,
  skip: number,
  count: () => Promise<number> = () => models.domains.countDocuments(filter),
): Promise<DomainsResponse> {
  const [docs, totalCount] = await Promise.all([
    models.domains.find(filter, LIST_FIELDS).sort(refineSort(q)).skip(skip).limit(q.limit).lean<DomainDoc[]>(),
    count(),
  ]);
  return { domains: docs.map(domainView), hasMore: skip + docs.length < totalCount, totalCount };
}
