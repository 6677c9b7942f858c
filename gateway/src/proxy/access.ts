// The gate every proxied request (HTTP or WebSocket upgrade) passes: which service, who is calling,
// and whether the call may go on. Returns synchronously when identity is cached, which is the hot path.
import type { IncomingMessage } from 'node:http';
import { signIdentity } from '@dop/service-kit/src/identity-headers';
import type { ResolvedUser } from '@dop/contracts/identity';
import { isPublicApiPath, matchRoute, type ServiceName } from '../route-table';
import { credentialsOf, type Credentials } from '../identity/credentials';
import { IdentityUnavailableError, type IdentityResolver } from '../identity/identity-resolver';
import { isStateChanging, originMatches } from '../http/csrf';

export type AccessDecision =
  | { ok: true; service: ServiceName; target: string; headers: Record<string, string>; credentials: Credentials | null }
  | { ok: false; status: number; code: string; message: string };

export interface AccessDeps {
  services: Partial<Record<ServiceName, string>>;
  resolver: IdentityResolver;
  internalSecret: string;
  publicOrigin?: string;
}

function deny(status: number, code: string, message: string): AccessDecision {
  return { ok: false, status, code, message };
}

/** Client-sent identity headers are never trusted: only the gateway's own signed ones reach a service. */
export function stripIdentityHeaders(req: IncomingMessage): void {
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-user-') || name.startsWith('x-identity-') || name === 'x-request-id') {
      delete req.headers[name];
    }
  }
}

export function decideAccess(
  req: IncomingMessage,
  path: string,
  requestId: string,
  deps: AccessDeps,
  upgrade = false,
): AccessDecision | Promise<AccessDecision> {
  const route = matchRoute(path);
  if (!route) return deny(404, 'not_found', `No API route for ${path}`);
  const target = deps.services[route.service];
  if (!target) return deny(503, 'service_unavailable', `Service ${route.service} is not deployed`);
  stripIdentityHeaders(req);

  const credentials = credentialsOf(req.headers);
  const publicPath = isPublicApiPath(path);
  if (credentials?.kind === 'sid' && (upgrade || isStateChanging(req.method)) && !originMatches(req, deps.publicOrigin)) {
    return deny(403, 'csrf', 'Origin header missing or not this site (cookie-authenticated write)');
  }
  const anonymous = { 'x-request-id': requestId };
  const grant = (user: ResolvedUser | null): AccessDecision => {
    if (!user) {
      if (publicPath) return { ok: true, service: route.service, target, headers: anonymous, credentials };
      return deny(401, 'unauthorized', 'Sign in required');
    }
    const headers = signIdentity(deps.internalSecret, { userId: user.id, userName: user.username, requestId });
    return { ok: true, service: route.service, target, headers, credentials };
  };

  if (!credentials) return grant(null);
  const hit = deps.resolver.cached(credentials);
  if (hit !== undefined) return grant(hit);
  return deps.resolver.resolve(credentials).then(grant, (err: unknown) => {
    if (!(err instanceof IdentityUnavailableError)) throw err;
    // A public path (sign-in, me) still works without identity; anything protected cannot be decided.
    if (publicPath) return grant(null);
    return deny(503, 'identity_unavailable', 'Identity service unavailable, try again shortly');
  });
}
