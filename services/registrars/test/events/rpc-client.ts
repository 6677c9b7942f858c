// Test-side NATS client: rpc requests as another service sends them, and every ops event captured.
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';

const codec = JSONCodec();

export interface OpsEvent {
  subject: string;
  data: Record<string, unknown>;
}

export class RpcClient {
  readonly events: OpsEvent[] = [];
  private sub?: Subscription;

  private constructor(private readonly nc: NatsConnection) {}

  static async connect(url: string): Promise<RpcClient> {
    const client = new RpcClient(await connect({ servers: url }));
    client.sub = client.nc.subscribe('ops.>', {
      callback: (_err, msg) => client.events.push({ subject: msg.subject, data: codec.decode(msg.data) as Record<string, unknown> }),
    });
    return client;
  }

  async request<T = Record<string, unknown>>(subject: string, payload: unknown, timeoutMs = 15_000): Promise<T> {
    const msg = await this.nc.request(subject, codec.encode(payload), { timeout: timeoutMs });
    return codec.decode(msg.data) as T;
  }

  /** Events about one domain, in arrival order. */
  about(domain: string): OpsEvent[] {
    return this.events.filter((e) => e.data.domain === domain);
  }

  async close(): Promise<void> {
    this.sub?.unsubscribe();
    await this.nc.drain();
  }
}
