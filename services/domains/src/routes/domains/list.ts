// GET /api/domains: paging, search, sort and filters (lib/domain-list.ts).
import { DomainsQuery, DomainsResponse } from '@dop/contracts/domains';
import type { ServiceRoutes } from '@dop/service-kit';
import { JSON_TYPE, listDomainsJson } from '../../lib/list-answer';

export const listRoutes: ServiceRoutes = async (app) => {
  const { models } = app.domains;

  // The response schema stays declared (the API catalog shows it); the body is sent as bytes already
  // checked against it (list-answer.ts), so fastify does not parse and stringify it a second time.
  app.get('/', { schema: { querystring: DomainsQuery, response: { 200: DomainsResponse } } }, async (request, reply) => {
    const body = await listDomainsJson(models, app.domains.search, request.identity.userId, request.query);
    // The type provider types send() as the schema's object; bytes with a JSON content type go out as they are.
    return reply.type(JSON_TYPE).send(body as unknown as DomainsResponse);
  });
};
