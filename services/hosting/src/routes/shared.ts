// Bits every hosting route plugin shares.
import type { Actor } from '@dop/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const actorOf = (request: FastifyRequest): Actor => ({ userId: request.identity.userId, userName: request.identity.userName });

/** The UI sends a JSON content type on every call, DELETE and sync included, often with no body. */
export function emptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
}
