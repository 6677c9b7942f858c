// NATS connection for events and request/reply: fails fast at start, then reconnects forever
// so a NATS restart never takes a service down (JetStream keeps what was published meanwhile).
import type { FastifyInstance } from 'fastify';
import { natsInboxPrefix } from '../nats-inbox';
import { connect, Events, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';

declare module 'fastify' {
  interface FastifyInstance {
    nats: NatsConnection;
    js: JetStreamClient;
    jsm: JetStreamManager;
  }
}

export interface NatsOptions {
  url: string;
  name: string;
  /** Credentials of this service's NATS user, when nats-server has users. */
  user?: string;
  password?: string;
  /** Budget for the first connection; afterwards reconnection never gives up. */
  connectTimeoutMs?: number;
  reconnectWaitMs?: number;
  drainTimeoutMs?: number;
}

export async function connectNats(opts: NatsOptions): Promise<NatsConnection> {
  try {
    return await connect({
      servers: opts.url.split(','),
      name: opts.name,
      ...(opts.user ? { user: opts.user, pass: opts.password, inboxPrefix: natsInboxPrefix(opts.user) } : {}),
      timeout: opts.connectTimeoutMs ?? 3000,
      maxReconnectAttempts: -1,
      reconnectTimeWait: opts.reconnectWaitMs ?? 1000,
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`NATS at ${opts.url} is unreachable: ${reason}`);
  }
}

/** Drain flushes pending work; a dead server would make it wait forever, so it is bounded. */
export async function drainNats(nc: NatsConnection, timeoutMs: number): Promise<void> {
  if (nc.isClosed()) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const result = await Promise.race([nc.drain().catch(() => 'failed' as const), timeout]);
  clearTimeout(timer);
  if (result !== undefined && !nc.isClosed()) await nc.close();
}

export async function installNats(app: FastifyInstance, opts: NatsOptions): Promise<void> {
  const nc = await connectNats(opts);
  let jsm: JetStreamManager;
  try {
    jsm = await nc.jetstreamManager();
  } catch (err) {
    await nc.close();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`NATS at ${opts.url} has no JetStream (start nats-server with -js): ${reason}`);
  }
  let connected = true;
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === Events.Disconnect) {
        connected = false;
        app.log.warn({ server: s.data }, 'nats disconnected; reconnecting');
      } else if (s.type === Events.Reconnect) {
        connected = true;
        app.log.info({ server: s.data }, 'nats reconnected');
      } else if (s.type === Events.Error) {
        app.log.error({ err: s.data }, 'nats async error');
      }
    }
  })();
  app.decorate('nats', nc);
  app.decorate('js', nc.jetstream());
  app.decorate('jsm', jsm);
  app.readinessChecks.set('nats', () => connected && !nc.isClosed() && !nc.isDraining());
  app.addHook('onClose', async () => {
    await drainNats(nc, opts.drainTimeoutMs ?? 5000);
  });
}
