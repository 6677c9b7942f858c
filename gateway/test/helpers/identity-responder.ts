// The other party of the identity contract on a real NATS server: answers identity.session.resolve
// from a fixed table and counts how often it was asked (to prove the gateway caches), and publishes
// access changes on identity.access.changed as identity does (sign-out, revocation, role change).
import { createHash } from 'node:crypto';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { ACCESS_SUBJECTS, type AccessChanged } from '@dop/contracts/access';
import { IDENTITY_SUBJECTS, SessionResolveRequest, type ResolvedUser } from '@dop/contracts/identity';

export interface IdentityResponder {
  requests: number;
  /** Every request body as received, to prove what travels over NATS. */
  bodies: unknown[];
  sessions: Map<string, ResolvedUser>;
  tokens: Map<string, ResolvedUser>;
  /**
   * When set, answers wait for it: the user is looked up when the request arrives and sent once this
   * settles (an identity that answered just before a change reached the gateway).
   */
  hold: Promise<void> | null;
  /** Follows the connection's status: false between a disconnect and the reconnect. */
  linked: boolean;
  /** Publishes an access change (or any body, to test bad ones) and waits until NATS has it. */
  publish(change: AccessChanged | unknown, raw?: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

const codec = JSONCodec();

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export async function startIdentityResponder(natsUrl: string): Promise<IdentityResponder> {
  // Reconnects quickly and for good: tests restart nats-server under it.
  const nc: NatsConnection = await connect({ servers: natsUrl, reconnectTimeWait: 50, maxReconnectAttempts: -1 });
  const state = {
    requests: 0,
    bodies: [] as unknown[],
    sessions: new Map<string, ResolvedUser>(),
    tokens: new Map<string, ResolvedUser>(),
    hold: null as Promise<void> | null,
    linked: true,
  };
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'reconnect') state.linked = s.type === 'reconnect';
    }
  })();
  const sub = nc.subscribe(IDENTITY_SUBJECTS.sessionResolve);
  void (async () => {
    for await (const msg of sub) {
      state.requests += 1;
      const body = codec.decode(msg.data);
      state.bodies.push(body);
      const req = SessionResolveRequest.parse(body);
      // The gateway sends only hashes: find the raw credential (the tables' keys) they belong to.
      const user = 'sidHash' in req ? byHash(state.sessions, req.sidHash) : byHash(state.tokens, req.tokenHash);
      const answer = codec.encode({ user: user ?? null });
      if (state.hold) void state.hold.then(() => msg.respond(answer));
      else msg.respond(answer);
    }
  })();
  await nc.flush();
  return Object.assign(state, {
    async publish(change: unknown, raw?: Uint8Array) {
      nc.publish(ACCESS_SUBJECTS.changed, raw ?? codec.encode(change));
      await nc.flush();
    },
    /** Idempotent: a test may stop identity early, and the harness closes it again. */
    async close() {
      if (nc.isClosed()) return;
      // drain() waits for the server: bounded, in case a test left nats-server stopped.
      await Promise.race([nc.drain().catch(() => undefined), new Promise((r) => setTimeout(r, 1_000).unref())]);
      if (!nc.isClosed()) await nc.close();
    },
  }) as IdentityResponder;
}

function byHash(table: Map<string, ResolvedUser>, hash: string): ResolvedUser | undefined {
  for (const [raw, user] of table) if (sha256(raw) === hash) return user;
  return undefined;
}
