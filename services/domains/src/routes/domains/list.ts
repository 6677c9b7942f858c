// GET /api/domains and POST /api/domains/update-tags.
import { DomainsQuery, DomainsResponse, UpdateTagsBody, UpdateTagsResponse } from '@dop/contracts/domains';
import { badRequest, pushEvents, type ServiceRoutes } from '@dop/service-kit';
import { isValidObjectId } from 'mongoose';
import { domainUpdated } from '../../lib/domain-events';
import { JSON_TYPE, listDomainsJson } from '../../lib/list-answer';
import type { DomainDoc } from '../../models/domain';

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
    const { teamTag } = request.body;
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    const before = await models.domains.find({ _id: { $in: request.body.domainIds }, teamTag: { $ne: teamTag } }).lean<DomainDoc[]>();
    // One write per domain, so each carries its own event; the old tag in the filter keeps the event's
    // old value true if someone else retags the domain meanwhile.
    const writes = before.map((d) => ({
      updateOne: {
        filter: { _id: d._id, teamTag: d.teamTag },
        update: { $set: { teamTag }, ...pushEvents(domainUpdated(d, { teamTag }, actor)!) },
      },
    }));
    const res = writes.length ? await models.domains.bulkWrite(writes as never, { ordered: false }) : { modifiedCount: 0 };
    app.eventRelay.nudge();
    // Team tags show in search answers: cached ones are dropped.
    if (res.modifiedCount > 0) await app.domains.search.touched();
    return { updated: res.modifiedCount };
  });
};
