// identity.access.changed on core NATS (issue 25): every gateway hears each one and drops what it
// cached for that session, token or member, so a revocation holds on the very next request. Sent after
// the database write and before the HTTP answer; flushed, so the server has it when the caller hears
// back. A NATS outage must not undo the revocation itself (the database already holds it, and a gateway
// that lost NATS drops its whole cache on reconnect), so a failed publish is logged, not thrown.
import { ACCESS_SUBJECTS, AccessChanged } from '@dop/contracts/access';
import type { FastifyBaseLogger } from 'fastify';
import { JSONCodec, type NatsConnection } from 'nats';

const codec = JSONCodec<AccessChanged>();

export class AccessChanges {
  constructor(
    private readonly nc: NatsConnection,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(change: AccessChanged): Promise<void> {
    const msg = AccessChanged.parse(change);
    try {
      this.nc.publish(ACCESS_SUBJECTS.changed, codec.encode(msg));
      await this.nc.flush();
    } catch (err) {
      this.log.error({ err, reason: msg.reason, userId: msg.userId }, 'access change not published');
    }
  }
}
