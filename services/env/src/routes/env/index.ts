// POST /api/env-proxy and POST /api/env-check (spec 2 §7 "Env"). A site whose name resolves to a
// non-public address is bad input: 400 naming `domain`, and nothing is sent.
import { EnvCheckBody, EnvCheckResponse, EnvUpdateBody, EnvUpdateResult } from '@dop/contracts/env';
import { HttpError, type ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import { checkSiteEnv } from '../../lib/env-check';
import { updateSiteEnv } from '../../lib/env-update';
import { RefusedAddressError } from '../../lib/resolve-site';

function refused(err: RefusedAddressError): HttpError {
  return new HttpError(400, 'address_refused', err.message, [{ in: 'body', path: 'domain', message: err.message }]);
}

const actorOf = (request: FastifyRequest) => ({ userId: request.identity.userId, userName: request.identity.userName });

export const envRoutes: ServiceRoutes = async (app) => {
  const { client, opsLog, config } = app.env;

  app.post('/env-proxy', { schema: { body: EnvUpdateBody, response: { 200: EnvUpdateResult } } }, async (request) => {
    const actor = actorOf(request);
    try {
      const result = await updateSiteEnv(client, config.ENV_UPDATE_PATH, request.body, {
        id: actor.userId,
        username: actor.userName ?? null,
      });
      await opsLog.update(actor, result);
      return result;
    } catch (err) {
      throw err instanceof RefusedAddressError ? refused(err) : err;
    }
  });

  app.post('/env-check', { schema: { body: EnvCheckBody, response: { 200: EnvCheckResponse } } }, async (request) => {
    try {
      const answer = await checkSiteEnv(client, config.ENV_READ_PATH, request.body);
      await opsLog.check(actorOf(request), { domain: request.body.domain, variables: answer.results });
      return answer;
    } catch (err) {
      throw err instanceof RefusedAddressError ? refused(err) : err;
    }
  });
};
