// `/api/*` and `/ssh-ws` over plain HTTP, handled on the raw Node server before Fastify: this is the
// hot path of the gateway, and skipping Fastify's request/reply objects, routing and hooks here saves
// a noticeable share of CPU per proxied call. A call passes access (access.ts), then takes a slot of
// its client's share (client-share.ts); a body is read in full within its route's limit before
// anything is forwarded (body-reader.ts), while a call without one goes on at once.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '@dop/contracts/errors';
import type { TrustedProxies } from '@dop/service-kit/src/client-ip';
import { sendJsonError } from '../http/json-error';
import { securityHeaders, setSecurityHeaders } from '../security-headers';
import { decideAccess, type AccessDecision, type AccessDeps } from './access';
import { bodyLimitOf } from './body-limits';
import { hasBody, readBody, tooLarge } from './body-reader';
import { clientKey, type ClientShare } from './client-share';
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

export interface TransportLimits {
  share: ClientShare;
  /** null when none are configured. */
  trustedProxies: TrustedProxies | null;
  /** A body silent this long between two pieces answers 408. */
  bodyTimeoutMs: number;
}

type Granted = Extract<AccessDecision, { ok: true }>;

export function createProxyHandler(
  deps: AccessDeps,
  proxy: HttpForwarder,
  limits: TransportLimits,
  log: ProxyHandlerLogger,
): (req: IncomingMessage, res: ServerResponse, path: string) => void {
  // The request id and the security headers go back on every answer: with the upstream's headers
  // (forward.ts) or on the gateway's own errors. `close` when a body may be left unread on the socket.
  function refuse(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    status: number,
    code: ErrorCode,
    message: string,
    close: boolean,
  ): void {
    setSecurityHeaders(res, securityHeaders(req, deps.publicOrigin));
    sendJsonError(res, status, code, message, close ? { 'x-request-id': requestId, connection: 'close' } : { 'x-request-id': requestId });
  }

  function finish(req: IncomingMessage, res: ServerResponse, path: string, requestId: string, d: AccessDecision): void {
    if (!d.ok) {
      refuse(req, res, requestId, d.status, d.code, d.message, false);
      return;
    }
    const withBody = hasBody(req);
    if (!limits.share.take(clientKey(req, d.userId, limits.trustedProxies), res)) {
      const message = `More than ${limits.share.max} requests in flight from this client`;
      refuse(req, res, requestId, 429, 'too_many_connections', message, withBody);
      return;
    }
    if (path === LOGOUT && d.credentials) {
      // A closed session must stop working at once, not when its cache entry runs out.
      const creds = d.credentials;
      res.once('finish', () => deps.resolver.forget(creds));
    }
    // The hot path: nothing to read, forwarded at once.
    if (!withBody) {
      proxy.forward(req, res, d.service, d.target, d.headers, securityHeaders(req, deps.publicOrigin), null);
      return;
    }
    const limit = bodyLimitOf(path);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      const r = tooLarge(limit);
      refuse(req, res, requestId, r.status, r.code, r.message, true);
      return;
    }
    // A caller waiting for 100 Continue (app.ts) sends its body now that it is wanted.
    if (req.headers.expect !== undefined) res.writeContinue();
    readBody(req, limit, limits.bodyTimeoutMs).then(
      (r) => {
        // status 0: the connection broke (the server's clientError handler answered a framing error).
        if (!r.ok) {
          if (r.status !== 0) refuse(req, res, requestId, r.status, r.code, r.message, true);
          return;
        }
        try {
          forwardBody(req, res, d, r.body);
        } catch (err) {
          fail(req, res, requestId, err);
        }
      },
      (err: unknown) => fail(req, res, requestId, err),
    );
  }

  function forwardBody(req: IncomingMessage, res: ServerResponse, d: Granted, body: Buffer): void {
    // The caller may have gone while its body was read; its slot is already free.
    if (res.destroyed) return;
    proxy.forward(req, res, d.service, d.target, d.headers, securityHeaders(req, deps.publicOrigin), body);
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
