// POST /api/env-proxy and POST /api/env-check (spec 2 §7 "Env"). A site the egress guard refuses
// (its name resolves to a non-public address) answers 422 egress_refused, and nothing is sent.
import { EnvCheckBody, EnvCheckResponse, EnvUpdateBody, EnvUpdateResult } from '@dop/contracts/env';
import type { ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import { checkSiteEnv } from '../../lib/env-check';
import { updateSiteEnv } from '../../lib/env-update';

const actorOf = (request: FastifyRequest) => ({ userId: request.identity.userId, userName: request.identity.userName });

export const envRoutes: ServiceRoutes = async (app) => {
  const { client, opsLog, config } = app.env;

  app.post('/env-proxy', { schema: { body: EnvUpdateBody, response: { 200: EnvUpdateResult } } }, async (request) => {
    const actor = actorOf(request);
    const result = await updateSiteEnv(client, config.ENV_UPDATE_PATH, request.body, {
      id: actor.userId,
      username: actor.userName ?? null,
    });
    await opsLog.update(actor, result);
    return result;
  });

  app.post('/env-check', { schema: { body: EnvCheckBody, response: { 200: EnvCheckResponse } } }, async (request) => {
    const answer = await checkSiteEnv(client, config.ENV_READ_PATH, request.body);
    await opsLog.check(actorOf(request), { domain: request.body.domain, variables: answer.results });
    return answer;
  });
};
