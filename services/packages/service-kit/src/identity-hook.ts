// Services trust only identities the gateway signed (design.md §3), so a direct call without the
// signature gets 401. Then the role table of @dop/contracts/access decides (issue 25): every service
// enforces the same rules from the same table, whatever the UI shows. Health, readiness and metrics
// stay open for the supervisor and Prometheus.
import { judgeAccess, routeAccess } from '@dop/contracts/access';
import type { FastifyInstance } from 'fastify';
import { errorBody, HttpError } from './http-error';
import { verifyIdentity, type Identity } from './identity-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified caller. Set on every route except exempt paths and routes with `config: { public: true }`. */
    identity: Identity;
  }
  interface FastifyContextConfig {
    /** Route reachable without a signed identity (e.g. sign-in endpoints the gateway forwards anonymously). */
    public?: boolean;
  }
}

export const IDENTITY_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** True when the caller's step-up is fresh now. */
export function isSteppedUp(identity: Identity, now = Date.now()): boolean {
  return identity.stepUpUntil > now;
}

/** For the few rules that depend on the body (turning 2FA off): 403 step_up_required unless fresh. */
export function assertSteppedUp(identity: Identity): void {
  if (!isSteppedUp(identity)) throw new HttpError('step_up_required');
}

export function installIdentityHook(app: FastifyInstance, secret: string): void {
  app.decorateRequest('identity', null as unknown as Identity);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (IDENTITY_EXEMPT_PATHS.has(path) || request.routeOptions.config?.public) return;
    const identity = verifyIdentity(secret, request.headers);
    if (!identity) {
      return reply.code(401).send(errorBody('unauthorized', 'Missing or invalid signed identity headers'));
    }
    request.identity = identity;
    // No route matched: Fastify answers 404 next, there is no rule to judge.
    const url = request.routeOptions.url;
    if (url === undefined) return;
    const verdict = judgeAccess(routeAccess(request.method, url), {
      role: identity.role,
      status: identity.status,
      steppedUp: isSteppedUp(identity),
    });
    if (!verdict.allowed) return reply.code(403).send(errorBody(verdict.code, verdict.message));
  });
}
