// `/api/*` and `/ssh-ws` over plain HTTP, handled on the raw Node server before Fastify: this is the
// hot path of the gateway, and skipping Fastify's request/reply objects, routing and hooks here saves
// a noticeable share of CPU per proxied call. Bodies stream through untouched.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonError } from '../http/json-error';
import { securityHeaders, setSecurityHeaders } from '../security-headers';
import { decideAccess, type AccessDecision, type AccessDeps } from './access';
import type { HttpForwarder } from './forward';

const LOGOUT = '/api/auth/logout';
/** The gateway's own /api routes; everything else under /api belongs to a service. */
const OWN_API = new Set(['/api/deployment/status', '/api/docs']);

/** True for requests this handler takes; the rest go to Fastify (static files, health, manifest). */
export function isProxiedPath(path: string): boolean {
  if (path.startsWith('/api/')) return !OWN_API.has(path);
  return path === '/api' || path === '/ssh-ws' || path.startsWith('/ssh-ws/');
}

export interface ProxyHandlerLogger {
  error(obj: object, msg: string): void;
}

export function createProxyHandler(
  deps: AccessDeps,
  proxy: HttpForwarder,
  log: ProxyHandlerLogger,
): (req: IncomingMessage, res: ServerResponse, path: string) => void {
  // The request id and the security headers go back on every answer: with the upstream's headers
  // (forward.ts) or on the gateway's own errors.
  function finish(req: IncomingMessage, res: ServerResponse, path: string, requestId: string, d: AccessDecision): void {
    if (!d.ok) {
      setSecurityHeaders(res, securityHeaders(req, deps.publicOrigin));
      sendJsonError(res, d.status, d.code, d.message, { 'x-request-id': requestId });
      return;
    }
    if (path === LOGOUT && d.credentials) {
      // A closed session must stop working at once, not when its cache entry runs out.
      const creds = d.credentials;
      res.once('finish', () => deps.resolver.forget(creds));
    }
    proxy.forward(req, res, d.service, d.target, d.headers, securityHeaders(req, deps.publicOrigin));
  }

  const fail = (req: IncomingMessage, res: ServerResponse, requestId: string, err: unknown): void => {
    log.error({ err, url: req.url }, 'proxying failed');
    if (!res.headersSent) setSecurityHeaders(res, securityHeaders(req, deps.publicOrigin));
    sendJsonError(res, 500, 'internal', 'Internal gateway error', { 'x-request-id': requestId });
  };
  const settle = (req: IncomingMessage, res: ServerResponse, path: string, requestId: string, d: AccessDecision): void => {
    try {
      finish(req, res, path, requestId, d);
    } catch (err) {
      fail(req, res, requestId, err);
    }
  };

  // Nothing thrown here may escape: on the raw server an exception would take the process down.
  return (req, res, path) => {
    const requestId = randomUUID();
    try {
      const decision = decideAccess(req, path, requestId, deps);
      if (decision instanceof Promise) {
        decision.then(
          (d) => settle(req, res, path, requestId, d),
          (err: unknown) => fail(req, res, requestId, err),
        );
      } else {
        settle(req, res, path, requestId, decision);
      }
    } catch (err) {
      fail(req, res, requestId, err);
    }
  };
}
