// GET /api/domains and POST /api/domains/update-tags.
import { DomainsQuery, DomainsResponse, UpdateTagsBody, UpdateTagsResponse } from '@dop/contracts/domains';
import { badRequest, type ServiceRoutes } from '@dop/service-kit';
import { isValidObjectId } from 'mongoose';
import { listDomains } from '../../lib/domain-list';

export const listRoutes: ServiceRoutes = async (app) => {
  const { models } = app.domains;

  app.get('/', { schema: { querystring: DomainsQuery, response: { 200: DomainsResponse } } }, (request) =>
    listDomains(models, app.domains.search, request.identity.userId, request.query),
  );

  app.post('/update-tags', { schema: { body: UpdateTagsBody, response: { 200: UpdateTagsResponse } } }, async (request) => {
    const bad = request.body.domainIds.find((id) => !isValidObjectId(id));
    if (bad) throw badRequest(`'${bad}' is not a domain id`, [{ in: 'body', path: 'domainIds', message: 'not a domain id' }]);
    const res = await models.domains.updateMany({ _id: { $in: request.body.domainIds } }, { $set: { teamTag: request.body.teamTag } });
    return { updated: res.modifiedCount };
  });
};
