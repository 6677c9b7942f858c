// Listens on identity.access.changed as a gateway does, keeping every message for the test to read.
import { ACCESS_SUBJECTS, type AccessChanged } from '@dop/contracts/access';
import { connect, JSONCodec, type NatsConnection } from 'nats';

const codec = JSONCodec<AccessChanged>();

export class AccessListener {
  readonly received: AccessChanged[] = [];

  private constructor(private readonly nc: NatsConnection) {}

  static async connect(natsUrl: string): Promise<AccessListener> {
    const nc = await connect({ servers: natsUrl });
    const listener = new AccessListener(nc);
    nc.subscribe(ACCESS_SUBJECTS.changed, { callback: (_err, msg) => listener.received.push(codec.decode(msg.data)) });
    // The subscription is on the server before anything is published.
    await nc.flush();
    return listener;
  }

  /**
   * Identity flushes each change before it answers, and the server forwards it to this subscriber
   * before the flush returns to identity; one more round trip here lets the client hand it over.
   */
  async settled(): Promise<AccessChanged[]> {
    await this.nc.flush();
    return this.received;
  }

  close(): Promise<void> {
    return this.nc.close();
  }
}
