// `/api/*` and `/ssh-ws` over plain HTTP: the access decision, then the raw request is handed to
// http-proxy. Bodies are streamed through untouched, so this plugin parses no content type at all.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonError } from '../http/json-error';
import { pathOf } from '../http/url-path';
import { decideAccess, type AccessDecision, type AccessDeps } from './access';
import type { UpstreamProxy } from './upstream-proxy';

export interface ProxyRoutesOptions {
  deps: AccessDeps;
  proxy: UpstreamProxy;
}

const LOGOUT = '/api/auth/logout';

export async function proxyRoutes(app: FastifyInstance, opts: ProxyRoutesOptions): Promise<void> {
  const { deps, proxy } = opts;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  function finish(raw: IncomingMessage, res: ServerResponse, path: string, d: AccessDecision): void {
    if (!d.ok) {
      sendJsonError(res, d.status, d.code, d.message);
      return;
    }
    if (path === LOGOUT && d.credentials) {
      // A closed session must stop working at once, not when its cache entry runs out.
      const creds = d.credentials;
      res.once('finish', () => deps.resolver.forget(creds));
    }
    proxy.forward(raw, res, d.service, d.target, d.headers);
  }

  function handler(req: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    const raw = req.raw;
    const res = reply.raw;
    res.setHeader('x-request-id', req.id);
    const path = pathOf(raw.url);
    const decision = decideAccess(raw, path, req.id, deps);
    if (decision instanceof Promise) {
      decision.then(
        (d) => finish(raw, res, path, d),
        (err: Error) => {
          req.log.error({ err }, 'access decision failed');
          sendJsonError(res, 500, 'internal', 'Internal gateway error');
        },
      );
    } else {
      finish(raw, res, path, decision);
    }
  }

  app.all('/api/*', handler);
  app.all('/api', handler);
  app.all('/ssh-ws', handler);
  app.all('/ssh-ws/*', handler);
}
