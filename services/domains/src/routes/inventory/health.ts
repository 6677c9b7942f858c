// GET /api/inventory/health (every member): domains with registrar values or checks, paged, filtered
// by badge, by a check state or to one domain; POST /api/inventory/check {ids} (admin, operator) checks them now as a job.
import { HealthQuery, HealthResponse, InventoryCheckBody, InventoryJobDto, type HealthItem } from '@dop/contracts/inventory';
import { badRequest, type ServiceRoutes } from '@dop/service-kit';
import { Types, type QueryFilter } from 'mongoose';
import { jobView } from '../../lib/inventory/job-view';
import type { Domain, DomainDoc } from '../../models/domain';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function item(d: DomainDoc): HealthItem {
  const inv = d.inventory;
  return {
    domainId: String(d._id),
    name: d.name,
    registrar: inv?.registrar ?? d.registrar ?? null,
    accountId: inv?.accountId ?? d.accountId ?? null,
    expiresAt: iso(inv?.expiresAt),
    autoRenew: inv?.autoRenew ?? null,
    locked: inv?.locked ?? null,
    nameservers: inv?.nameservers ?? [],
    lastSyncedAt: iso(inv?.lastSyncedAt),
    badges: (d.health?.badges ?? []) as HealthItem['badges'],
    checks: (d.health?.checks ?? []).map((c) => ({ ...c, checkedAt: iso(c.checkedAt)! })) as HealthItem['checks'],
    checkedAt: iso(d.health?.checkedAt),
  };
}

export const healthRoutes: ServiceRoutes = async (app) => {
  const { models } = app.domains;

  app.get('/health', { schema: { querystring: HealthQuery, response: { 200: HealthResponse } } }, async (request) => {
    const { page, pageSize, badge, state, domainId } = request.query;
    const filter: QueryFilter<Domain> = { $or: [{ inventory: { $ne: null } }, { health: { $ne: null } }] };
    if (domainId) filter._id = new Types.ObjectId(domainId);
    if (badge) filter['health.badges'] = badge;
    if (state) filter['health.checks.state'] = state;
    const [docs, total] = await Promise.all([
      models.domains
        .find(filter, { _events: 0 })
        .sort({ name: 1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<DomainDoc[]>(),
      models.domains.countDocuments(filter),
    ]);
    return { items: docs.map(item), total, page, pageSize };
  });

  app.post('/check', { schema: { body: InventoryCheckBody, response: { 202: InventoryJobDto } } }, async (request, reply) => {
    const ids = [...new Set(request.body.ids)];
    const found = await models.domains.find({ _id: { $in: ids } }, { _id: 1 }).lean();
    const known = new Set(found.map((d) => String(d._id)));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw badRequest(`ids: no domain ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`);
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    const job = await app.inventory.createJob({ kind: 'check', actor, ids, total: ids.length });
    return reply.code(202).send(jobView(job));
  });
};
