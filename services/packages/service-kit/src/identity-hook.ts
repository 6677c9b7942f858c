// Services trust only identities the gateway signed (design.md §3), so a direct call without the
// signature gets 401. Health, readiness and metrics stay open for the supervisor and Prometheus.
import type { FastifyInstance } from 'fastify';
import { errorBody } from './http-error';
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
  });
}
