// GET /api/domains: For Me / For All, search over name or registrar, the spec's order (newest result
// first, then domains without results, then by name; by name alone while searching), and paging.
import type { DomainsQuery, DomainsResponse } from '@dop/contracts/domains';
import { Types } from 'mongoose';
import type { DomainDoc } from '../models/domain';
import type { Models } from '../models';
import { domainView } from './domain-view';
import type { DomainSearchIndex } from './search-index';

const LIST_FIELDS = { aRecords: 0 } as const;
const OBJECT_ID = /^[0-9a-f]{24}$/;

export async function listDomains(models: Models, index: DomainSearchIndex, userId: string, q: DomainsQuery): Promise<DomainsResponse> {
  const skip = (q.page - 1) * q.limit;
  const search = q.search?.trim().toLowerCase();
  if (search) {
    // Substring matches come from the in-memory index (by name); only the page is read from Mongo.
    const ids = await index.search(search, { ownerId: q.showAll ? undefined : userId, useCloudflare: q.useCloudflare });
    const pageIds = ids.slice(skip, skip + q.limit);
    // Straight through the driver: mongoose's query building and casting cost more than the read of a
    // few documents by _id, on every search whose answer is not cached (list-answer.ts).
    const oids = pageIds.map((id) => (OBJECT_ID.test(id) ? new Types.ObjectId(id) : id));
    const docs = oids.length
      ? ((await models.domains.collection.find({ _id: { $in: oids } } as never, { projection: LIST_FIELDS }).toArray()) as unknown as DomainDoc[])
      : [];
    const byId = new Map(docs.map((d) => [String(d._id), d]));
    const ordered = pageIds.map((id) => byId.get(id)).filter((d): d is DomainDoc => d !== undefined);
    return { domains: ordered.map(domainView), hasMore: skip + pageIds.length < ids.length, totalCount: ids.length };
  }
  const filter: Record<string, unknown> = {};
  if (!q.showAll) filter.createdById = userId;
  if (q.useCloudflare !== undefined) filter.useCloudflare = q.useCloudflare;
  // Missing lastResultAt sorts after every date in a descending sort, as the spec orders them.
  const [docs, totalCount] = await Promise.all([
    models.domains.find(filter, LIST_FIELDS).sort({ lastResultAt: -1, name: 1 }).skip(skip).limit(q.limit).lean<DomainDoc[]>(),
    models.domains.countDocuments(filter),
  ]);
  return { domains: docs.map(domainView), hasMore: skip + docs.length < totalCount, totalCount };
}
