// GET /api/domains and POST /api/domains/update-tags.
import { DomainsQuery, DomainsResponse, UpdateTagsBody, UpdateTagsResponse } from '@dop/contracts/domains';
import { badRequest, type ServiceRoutes } from '@dop/service-kit';
import { isValidObjectId } from 'mongoose';
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

  app.post('/update-tags', { schema: { body: UpdateTagsBody, response: { 200: UpdateTagsResponse } } }, async (request) => {
    const bad = request.body.domainIds.find((id) => !isValidObjectId(id));
    if (bad) throw badRequest(`'${bad}' is not a domain id`, [{ in: 'body', path: 'domainIds', message: 'not a domain id' }]);
    const res = await models.domains.updateMany({ _id: { $in: request.body.domainIds } }, { $set: { teamTag: request.body.teamTag } });
    // Team tags show in search answers: cached ones are dropped.
    if (res.modifiedCount > 0) await app.domains.search.touched();
    return { updated: res.modifiedCount };
  });
};
