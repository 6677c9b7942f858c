// GET /api/domains: For Me / For All, search over name or registrar, the spec's order (newest result
// first, then domains without results, then by name; by name alone while searching), and paging.
import type { DomainsQuery, DomainsResponse } from '@dop/contracts/domains';
import type { DomainDoc } from '../models/domain';
import type { Models } from '../models';
import { domainView } from './domain-view';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function listDomains(models: Models, userId: string, q: DomainsQuery): Promise<DomainsResponse> {
  const filter: Record<string, unknown> = {};
  if (!q.showAll) filter.createdById = userId;
  if (q.useCloudflare !== undefined) filter.useCloudflare = q.useCloudflare;
  const search = q.search?.trim().toLowerCase();
  if (search) {
    const pattern = escapeRegex(search);
    filter.$or = [{ name: { $regex: pattern } }, { registrar: { $regex: pattern } }];
  }
  // Missing lastResultAt sorts after every date in a descending sort, as the spec orders them.
  const sort: Record<string, 1 | -1> = search ? { name: 1 } : { lastResultAt: -1, name: 1 };
  const skip = (q.page - 1) * q.limit;
  const [docs, totalCount] = await Promise.all([
    models.domains.find(filter).sort(sort).skip(skip).limit(q.limit).select({ aRecords: 0 }).lean<DomainDoc[]>(),
    models.domains.countDocuments(filter),
  ]);
  return { domains: docs.map(domainView), hasMore: skip + docs.length < totalCount, totalCount };
}
