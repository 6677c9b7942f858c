// The other party of the identity contract on a real NATS server: answers identity.session.resolve
// from a fixed table and counts how often it was asked (to prove the gateway caches).
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { IDENTITY_SUBJECTS, SessionResolveRequest, type ResolvedUser } from '@dop/contracts/identity';

export interface IdentityResponder {
  requests: number;
  sessions: Map<string, ResolvedUser>;
  tokens: Map<string, ResolvedUser>;
  close(): Promise<void>;
}

const codec = JSONCodec();

export async function startIdentityResponder(natsUrl: string): Promise<IdentityResponder> {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const state = { requests: 0, sessions: new Map<string, ResolvedUser>(), tokens: new Map<string, ResolvedUser>() };
  const sub = nc.subscribe(IDENTITY_SUBJECTS.sessionResolve);
  void (async () => {
    for await (const msg of sub) {
      state.requests += 1;
      const req = SessionResolveRequest.parse(codec.decode(msg.data));
      const user = 'sid' in req ? state.sessions.get(req.sid) : state.tokens.get(req.token);
      msg.respond(codec.encode({ user: user ?? null }));
    }
  })();
  await nc.flush();
  return Object.assign(state, {
    async close() {
      await nc.drain();
    },
  }) as IdentityResponder;
}
