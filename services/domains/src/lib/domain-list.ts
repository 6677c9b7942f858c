// GET /api/domains: For Me / For All, search over name or registrar, the spec's order (newest result
// first, then domains without results, then by name; by name alone while searching), paging, and
// issue 31's filters and column sort (list-refine.ts).
import type { DomainsQuery, DomainsResponse } from '@dop/contracts/domains';
import { Types } from 'mongoose';
import type { DomainDoc } from '../models/domain';
import type { Models } from '../models';
import { domainView } from './domain-view';
import { isRefined, refineFilter, refineSort } from './list-refine';
import type { DomainSearchIndex } from './search-index';

const LIST_FIELDS = { aRecords: 0 } as const;
const OBJECT_ID = /^[0-9a-f]{24}$/;

export async function listDomains(models: Models, index: DomainSearchIndex, userId: string, q: DomainsQuery): Promise<DomainsResponse> {
  const skip = (q.page - 1) * q.limit;
  const search = q.search?.trim().toLowerCase();
  const base: Record<string, unknown> = { ...refineFilter(q) };
  if (search) {
    // Substring matches come from the in-memory index (by name); only the page is read from Mongo.
    const ids = await index.search(search, { ownerId: q.showAll ? undefined : userId, useCloudflare: q.useCloudflare });
    if (isRefined(q)) {
      // Filters or a sort on top of a search: Mongo narrows and orders the matches (rarer, so slower is fine).
      return readPage(models, { ...base, _id: { $in: ids.map(toId) } }, q, skip);
    }
    const pageIds = ids.slice(skip, skip + q.limit);
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
  if (!q.showAll) base.createdById = userId;
  if (q.useCloudflare !== undefined) base.useCloudflare = q.useCloudflare;
  return readPage(models, base, q, skip);
}

const toId = (id: string) => (OBJECT_ID.test(id) ? new Types.ObjectId(id) : id);

/** One page in the chosen order; missing lastResultAt sorts after every date in a descending sort, as the spec orders them. */
async function readPage(models: Models, filter: Record<string, unknown>, q: DomainsQuery, skip: number): Promise<DomainsResponse> {
  const [docs, totalCount] = await Promise.all([
    models.domains.find(filter, LIST_FIELDS).sort(refineSort(q)).skip(skip).limit(q.limit).lean<DomainDoc[]>(),
    models.domains.countDocuments(filter),
  ]);
  return { domains: docs.map(domainView), hasMore: skip + docs.length < totalCount, totalCount };
}
