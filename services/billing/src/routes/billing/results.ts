// GET /api/billing/results (spec 2 §3, §5): one row per domain of every purchase that passed its
// checks, newest first, the status under the registrar's column; For Me unless showAll.
import { BillingResultsQuery, BillingResultsResponse, type BillingResult } from '@dop/contracts/billing';
import type { ServiceRoutes } from '@dop/service-kit';
import { LISTED_STATES, type ItemDoc } from '../../models/item';

function toResult(item: ItemDoc): BillingResult {
  return {
    id: item._id,
    domain: item.domain,
    jobId: item.jobId,
    registrar: item.registrar,
    accountId: item.accountId,
    [item.registrar]: item.status,
    price: item.price,
    message: item.message,
    dueAt: item.state === 'scheduled' && item.dueAt ? item.dueAt.toISOString() : null,
    userId: item.userId,
    timestamp: item.updatedAt.toISOString(),
  };
}

export const resultsRoutes: ServiceRoutes = async (app) => {
  const { models } = app.billing;

  app.get('/results', { schema: { querystring: BillingResultsQuery, response: { 200: BillingResultsResponse } } }, async (request) => {
    const { showAll, page, limit } = request.query;
    const filter = { state: { $in: LISTED_STATES }, ...(showAll ? {} : { userId: request.identity.userId }) };
    const [total, items] = await Promise.all([
      models.items.countDocuments(filter),
      models.items
        .find(filter)
        .sort({ createdAt: -1, domain: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<ItemDoc[]>(),
    ]);
    const totalPages = Math.ceil(total / limit);
    return {
      data: items.map(toResult),
      pagination: { currentPage: page, totalPages, total, hasPrev: page > 1, hasNext: page < totalPages },
    };
  });
};
