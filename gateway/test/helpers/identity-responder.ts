// The other party of the identity contract on a real NATS server: answers identity.session.resolve
// from a fixed table and counts how often it was asked (to prove the gateway caches).
import { createHash } from 'node:crypto';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { IDENTITY_SUBJECTS, SessionResolveRequest, type ResolvedUser } from '@dop/contracts/identity';

export interface IdentityResponder {
  requests: number;
  /** Every request body as received, to prove what travels over NATS. */
  bodies: unknown[];
  sessions: Map<string, ResolvedUser>;
  tokens: Map<string, ResolvedUser>;
  close(): Promise<void>;
}

const codec = JSONCodec();

export async function startIdentityResponder(natsUrl: string): Promise<IdentityResponder> {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const state = {
    requests: 0,
    bodies: [] as unknown[],
    sessions: new Map<string, ResolvedUser>(),
    tokens: new Map<string, ResolvedUser>(),
  };
  const sub = nc.subscribe(IDENTITY_SUBJECTS.sessionResolve);
  void (async () => {
    for await (const msg of sub) {
      state.requests += 1;
      const body = codec.decode(msg.data);
      state.bodies.push(body);
      const req = SessionResolveRequest.parse(body);
      // The gateway sends only hashes: find the raw credential (the tables' keys) they belong to.
      const user = 'sidHash' in req ? byHash(state.sessions, req.sidHash) : byHash(state.tokens, req.tokenHash);
      msg.respond(codec.encode({ user: user ?? null }));
    }
  })();
  await nc.flush();
  return Object.assign(state, {
    /** Idempotent: a test may stop identity early, and the harness closes it again. */
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  }) as IdentityResponder;
}

function byHash(table: Map<string, ResolvedUser>, hash: string): ResolvedUser | undefined {
  for (const [raw, user] of table) if (createHash('sha256').update(raw).digest('hex') === hash) return user;
  return undefined;
}
