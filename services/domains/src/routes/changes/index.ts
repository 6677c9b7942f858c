// /api/changes (issue 30): the change log (paged, filtered by domain, user, provider, status and
// period), one change set with its steps' old and new values, its revert, plans and their approval.
import { ChangeDetail, ChangeIdParams, ChangesQuery, ChangesReply } from '@dop/contracts/changes';
import { notFound, type ServiceRoutes } from '@dop/service-kit';
import type { QueryFilter } from 'mongoose';
import { Types } from 'mongoose';
import { changeDetail, changeSummary } from '../../lib/changes/change-view';
import type { ChangeSet, ChangeSetDoc } from '../../models/change-set';
import { decisionRoutes } from './decisions';
import { importRoutes } from './import';
import { importCsvRoute } from './import-csv';
import { planRoute } from './plan';
import { revertRoute } from './revert';

function filterOf(q: ChangesQuery): QueryFilter<ChangeSet> {
  const filter: QueryFilter<ChangeSet> = {};
  if (q.domain) filter['steps.domain'] = q.domain;
  if (q.user) filter['createdBy.userId'] = q.user;
  if (q.provider) filter['steps.provider'] = q.provider;
  if (q.status) filter.status = q.status;
  if (q.from || q.to) filter.createdAt = { ...(q.from ? { $gte: new Date(q.from) } : {}), ...(q.to ? { $lte: new Date(q.to) } : {}) };
  return filter;
}

export const changeRoutes: ServiceRoutes = async (app) => {
  const { models } = app.domains;

  app.get('/', { schema: { querystring: ChangesQuery, response: { 200: ChangesReply } } }, async (request) => {
    const q = request.query;
    const filter = filterOf(q);
    const [sets, totalCount] = await Promise.all([
      models.changes
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((q.page - 1) * q.limit)
        .limit(q.limit)
        .lean<ChangeSetDoc[]>(),
      models.changes.countDocuments(filter),
    ]);
    return { changes: sets.map(changeSummary), totalCount, page: q.page, limit: q.limit };
  });

  app.get('/:id', { schema: { params: ChangeIdParams, response: { 200: ChangeDetail } } }, async (request) => {
    const set = await models.changes.findById(new Types.ObjectId(request.params.id)).lean<ChangeSetDoc>();
    if (!set) throw notFound(`No change ${request.params.id}`);
    return changeDetail(set);
  });

  await app.register(revertRoute);
  await app.register(planRoute);
  await app.register(decisionRoutes);
  await app.register(importRoutes);
  await app.register(importCsvRoute);
};
