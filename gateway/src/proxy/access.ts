// The gate every proxied request (HTTP or WebSocket upgrade) passes: which service, who is calling,
// and whether the call may go on. Returns synchronously when identity is cached, which is the hot path.
import type { IncomingMessage } from 'node:http';
import { credentialsOf, type Credentials } from '@dop/service-kit/src/credentials';
import { signIdentity } from '@dop/service-kit/src/identity-headers';
import type { ErrorCode } from '@dop/contracts/errors';
import type { ResolvedUser } from '@dop/contracts/identity';
import { isPublicApiPath, matchRoute, type ServiceName } from '../route-table';
import { IdentityUnavailableError, type IdentityResolver } from '../identity/identity-resolver';
import { isStateChanging, originMatches } from '../http/csrf';

export type AccessDecision =
  | {
      ok: true;
      service: ServiceName;
      target: string;
      headers: Record<string, string>;
      credentials: Credentials | null;
      /** The signed-in user's id (whose share of the pools the call takes), null for none. */
      userId: string | null;
    }
  | { ok: false; status: number; code: ErrorCode; message: string };

export interface AccessDeps {
  services: Partial<Record<ServiceName, string>>;
  resolver: IdentityResolver;
  internalSecret: string;
  publicOrigin?: string;
}

function deny(status: number, code: ErrorCode, message: string): AccessDecision {
  return { ok: false, status, code, message };
}

/** Client-sent identity headers are never trusted: only the gateway's own signed ones reach a service. */
export function stripIdentityHeaders(req: IncomingMessage): void {
  const headers = req.headers;
  // for…in over the names, no key array per request; deleting the current key is safe in for…in.
  for (const name in headers) {
    // Every name the test below matches starts with "x-"; most headers are skipped on two characters.
    if (name.charCodeAt(0) !== 120 /* x */ || name.charCodeAt(1) !== 45 /* - */) continue;
    if (name.startsWith('x-user-') || name.startsWith('x-identity-') || name === 'x-request-id') delete headers[name];
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
  const call: Call = { service: route.service, target, credentials, publicPath, requestId };
  if (!credentials) return grant(call, null, deps.internalSecret);
  const hit = deps.resolver.cached(credentials);
  if (hit !== undefined) return grant(call, hit, deps.internalSecret);
  return deps.resolver.resolve(credentials).then(
    (user) => grant(call, user, deps.internalSecret),
    (err: unknown) => {
      if (!(err instanceof IdentityUnavailableError)) throw err;
      // A public path (sign-in, me) still works without identity; anything protected cannot be decided.
      if (publicPath) return grant(call, null, deps.internalSecret);
      return deny(503, 'identity_unavailable', 'Identity service unavailable, try again shortly');
    },
  );
}

/** What is known of a call once its route and credentials are; the user decides the rest. */
interface Call {
  service: ServiceName;
  target: string;
  credentials: Credentials | null;
  publicPath: boolean;
  requestId: string;
}

// A plain function, not a closure per request: the cached-identity path is the hot one.
function grant(c: Call, user: ResolvedUser | null, secret: string): AccessDecision {
  if (!user) {
    if (!c.publicPath) return deny(401, 'unauthorized', 'Sign in required');
    return {
      ok: true,
      service: c.service,
      target: c.target,
      headers: { 'x-request-id': c.requestId },
      credentials: c.credentials,
      userId: null,
    };
  }
  const headers = signIdentity(secret, {
    userId: user.id,
    userName: user.username,
    requestId: c.requestId,
    role: user.role,
    status: user.status,
    stepUpUntil: user.stepUpUntil,
  });
  return { ok: true, service: c.service, target: c.target, headers, credentials: c.credentials, userId: user.id };
}
