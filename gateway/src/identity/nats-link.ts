// The gateway's NATS connection, opened in the background and retried until closed: the gateway must
// start (and serve static files and public paths) even while NATS is still coming up or is down.
import { connect, type NatsConnection } from 'nats';
import { natsInboxPrefix } from '@dop/service-kit/src/nats-inbox';

export interface NatsLinkLogger {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Told of every change of the link, synchronously with `connected` changing: `up` on the first connect
 * (reconnected false) and on each reconnect (true), `down` on each disconnect. Whatever was learnt over
 * NATS may have missed messages sent while the link was down.
 */
export interface LinkListener {
  up?(nc: NatsConnection, reconnected: boolean): void;
  down?(): void;
}

export class NatsLink {
  private nc: NatsConnection | null = null;
  private readonly listeners: LinkListener[] = [];
  private closed = false;
  /** Follows the connection's status events: false between a disconnect and the reconnect. */
  private linked = false;
  private readonly opening: Promise<void>;
  private retryTimer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;

  constructor(
    servers: string,
    log: NatsLinkLogger,
    private readonly credentials?: { user: string; pass: string },
  ) {
    this.opening = this.open(servers, log);
  }

  // A loop of our own rather than waitOnFirstConnect: that one cannot be cancelled, and a gateway
  // closed before NATS ever came up must not keep retrying in the background. Nor service-kit's retry:
  // p-retry drops an answer that arrives after its signal aborted, and here that is an open connection.
  private async open(servers: string, log: NatsLinkLogger): Promise<void> {
    let warned = false;
    while (!this.closed) {
      try {
        const nc = await connect({
          servers: servers.split(','),
          name: 'gateway',
          ...this.credentials,
          ...(this.credentials ? { inboxPrefix: natsInboxPrefix(this.credentials.user) } : {}),
          reconnect: true,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
        });
        if (this.closed) {
          await nc.close();
          return;
        }
        this.nc = nc;
        this.linked = true;
        log.info(`nats connected: ${nc.getServer()}`);
        for (const l of this.listeners) l.up?.(nc, false);
        void this.watch(nc, log);
        return;
      } catch (err) {
        if (!warned) log.warn(`nats not reachable yet (${(err as Error).message}); retrying`);
        warned = true;
        await new Promise<void>((resolve) => {
          this.retryTimer = setTimeout(resolve, 500);
          this.wake = resolve;
        });
      }
    }
  }

  private async watch(nc: NatsConnection, log: NatsLinkLogger): Promise<void> {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'reconnect') {
        this.linked = s.type === 'reconnect';
        log.warn(`nats ${s.type}: ${String(s.data)}`);
        for (const l of this.listeners) {
          try {
            if (s.type === 'reconnect') l.up?.(nc, true);
            else l.down?.();
          } catch (err) {
            log.warn(`nats link listener failed: ${(err as Error).message}`);
          }
        }
      }
    }
  }

  /** Adds a listener; told `up` at once when the link is up already. */
  listen(listener: LinkListener): void {
    this.listeners.push(listener);
    if (this.nc && this.connected) listener.up?.(this.nc, false);
  }

  /** The open connection, or null while NATS has never been reached. */
  get connection(): NatsConnection | null {
    return this.nc && !this.nc.isClosed() ? this.nc : null;
  }

  /** True when requests can be sent now (connected, not reconnecting). */
  get connected(): boolean {
    return this.linked && this.connection !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.wake?.();
    const nc = this.nc;
    this.nc = null;
    if (nc && !nc.isClosed()) {
      // drain() waits for the server, which may be the thing that is gone: bound it, then close hard.
      const drained = this.connected ? nc.drain().catch(() => undefined) : Promise.resolve();
      await Promise.race([drained, new Promise((r) => setTimeout(r, 1_000).unref())]);
      if (!nc.isClosed()) await nc.close();
    }
    await this.opening;
  }
}
