// Asks identity.session.resolve over a real NATS connection as the gateway does: with the SHA-256 of
// the sid or token, never the secret itself.
import { createHash } from 'node:crypto';
import { IDENTITY_SUBJECTS, type ResolvedUser } from '@dop/contracts/identity';
import { connect, JSONCodec, type NatsConnection } from 'nats';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const codec = JSONCodec();

export class SessionResolver {
  private constructor(private readonly nc: NatsConnection) {}

  static async connect(natsUrl: string): Promise<SessionResolver> {
    return new SessionResolver(await connect({ servers: natsUrl }));
  }

  /** Any body, as it goes on the wire (the responder must cope with bad ones too). */
  async ask(body: unknown, timeoutMs = 3_000): Promise<{ user: ResolvedUser | null }> {
    const data = body instanceof Uint8Array ? body : codec.encode(body);
    const msg = await this.nc.request(IDENTITY_SUBJECTS.sessionResolve, data, { timeout: timeoutMs });
    return codec.decode(msg.data) as { user: ResolvedUser | null };
  }

  sid(sid: string): Promise<{ user: ResolvedUser | null }> {
    return this.ask({ sidHash: sha256(sid) });
  }

  token(token: string): Promise<{ user: ResolvedUser | null }> {
    return this.ask({ tokenHash: sha256(token) });
  }

  close(): Promise<void> {
    return this.nc.close();
  }
}
