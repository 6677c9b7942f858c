// NATS responder `identity.session.resolve` (contract in @dop/contracts/identity): the gateway sends
// the SHA-256 of a sid or of a bearer token and gets the user or null. A queue group lets several instances share it.
// Issue 25: with role (a token's capped by its scope), status and the session's step-up mark; a disabled
// member, an expired token or an ended session is null.
import { IDENTITY_SUBJECTS, SessionResolveRequest, type SessionResolveReply } from '@dop/contracts/identity';
import type { FastifyBaseLogger } from 'fastify';
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import type { ApiTokenStore } from '../lib/api-tokens';
import type { SessionStore } from '../lib/sessions';
import { resolvedView } from '../lib/user-view';

const codec = JSONCodec();

export interface ResponderDeps {
  sessions: SessionStore;
  tokens: ApiTokenStore;
  log: FastifyBaseLogger;
}

export async function answer(deps: ResponderDeps, data: Uint8Array): Promise<SessionResolveReply> {
  let raw: unknown;
  try {
    raw = codec.decode(data);
  } catch {
    return { user: null };
  }
  const req = SessionResolveRequest.safeParse(raw);
  if (!req.success) return { user: null };
  if ('sidHash' in req.data) {
    const session = await deps.sessions.resolveHash(req.data.sidHash);
    return { user: session ? resolvedView(session.user, { stepUpUntil: session.stepUpUntil }) : null };
  }
  const token = await deps.tokens.resolveHash(req.data.tokenHash);
  return { user: token ? resolvedView(token.user, { scope: token.scope }) : null };
}

export function startSessionResponder(nc: NatsConnection, deps: ResponderDeps): Subscription {
  return nc.subscribe(IDENTITY_SUBJECTS.sessionResolve, {
    queue: 'identity',
    callback: (err, msg) => {
      if (err) {
        deps.log.error({ err }, 'session responder subscription error');
        return;
      }
      answer(deps, msg.data).then(
        (reply) => msg.respond(codec.encode(reply)),
        (e: unknown) => {
          // No reply: the gateway times out and answers 503 rather than treating the caller as anonymous.
          deps.log.error({ err: e }, 'session resolve failed');
        },
      );
    },
  });
}
