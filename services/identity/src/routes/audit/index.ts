// GET /api/audit (issue 25; admins by the role table): the audit log, newest first, paged, filtered
// by actor (member id or username), action and period.
import { AuditPage, AuditQuery } from '@dop/contracts/team';
import type { ServiceRoutes } from '@dop/service-kit';

export const auditRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/', { schema: { querystring: AuditQuery, response: { 200: AuditPage } } }, async (request) => ctx.audit.query(request.query));
};
