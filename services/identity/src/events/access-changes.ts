// identity.access.changed on core NATS (issue 25): every gateway hears each one and drops what it
// cached for that session, token or member, so a revocation holds on the very next request. Sent after
// the database write and before the HTTP answer; flushed, so the server has it when the caller hears
// back. A NATS outage must not undo the revocation itself (the database already holds it, and a gateway
// that lost NATS drops its whole cache on reconnect), so a failed publish is logged, not thrown.
import { ACCESS_SUBJECTS, AccessChanged } from '@dop/contracts/access';
import type { FastifyBaseLogger } from 'fastify';
import { JSONCodec, type NatsConnection } from 'nats';

const codec = JSONCodec<AccessChanged>();
/** A flush waits for the server; while NATS reconnects that could be long, and the answer must not hang. */
const FLUSH_TIMEOUT_MS = 2_000;

export class AccessChanges {
  constructor(
    private readonly nc: NatsConnection,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(change: AccessChanged): Promise<void> {
    const msg = AccessChanged.parse(change);
    try {
      this.nc.publish(ACCESS_SUBJECTS.changed, codec.encode(msg));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no flush within ${FLUSH_TIMEOUT_MS} ms`)), FLUSH_TIMEOUT_MS);
      });
      await Promise.race([this.nc.flush(), timeout]).finally(() => clearTimeout(timer));
    } catch (err) {
      this.log.error({ err, reason: msg.reason, userId: msg.userId }, 'access change not published');
    }
  }
}
