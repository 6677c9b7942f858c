// The gateway stamps x-request-id; we keep it so one id follows a request across processes.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A client-controlled value ends up in logs and headers: accept only short, plain tokens.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(req: IncomingMessage): string {
  const raw = req.headers[REQUEST_ID_HEADER];
  const given = Array.isArray(raw) ? raw[0] : raw;
  return given && SAFE_ID.test(given) ? given : randomUUID();
}

export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}
