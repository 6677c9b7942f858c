// The proxy pools of the Monitoring Proxy tab (spec 2 §2.10, §3 "Proxy data"): every configured proxy
// checked in parallel, alive ones in their kind's pool and in Active, dead ones in Dead. Refreshed in
// the background every PROXY_MONITOR_INTERVAL_MS (30 min) and on demand; one check runs at a time.
import type { ProxyData, ProxyEntry } from '@dop/contracts/dns-providers';
import type { EgressPolicy } from '@dop/service-kit';
import { checkProxy, type ConfiguredProxy } from './check';

export interface Snapshot {
  data: ProxyData;
  checkedAt: string;
}

export function sortIntoPools(entries: ProxyEntry[]): ProxyData {
  const alive = entries.filter((e) => e.alive);
  return {
    rotateProxyPool: alive.filter((e) => e.kind === 'rotate'),
    deadProxyPool: entries.filter((e) => !e.alive),
    deployProxyPool: alive.filter((e) => e.kind === 'deploy'),
    activeProxyPool: alive,
  };
}

export class ProxyMonitor {
  private last: Snapshot | null = null;
  private running: Promise<Snapshot> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly proxies: ConfiguredProxy[],
    private readonly opts: {
      checkUrl: string;
      timeoutMs: number;
      intervalMs: number;
      egress: EgressPolicy;
      onError?: (err: unknown) => void;
    },
  ) {}

  get configured(): number {
    return this.proxies.length;
  }

  /** Checks now; a caller arriving while a check runs shares it. */
  refresh(): Promise<Snapshot> {
    if (!this.running) {
      this.running = Promise.all(this.proxies.map((p) => checkProxy(p, this.opts.checkUrl, this.opts.timeoutMs, this.opts.egress)))
        .then((entries) => (this.last = { data: sortIntoPools(entries), checkedAt: new Date().toISOString() }))
        .finally(() => (this.running = null));
    }
    return this.running;
  }

  /** The last check, or a fresh one when there is none yet. */
  async current(): Promise<Snapshot> {
    return this.last ?? this.refresh();
  }

  start(): void {
    if (this.timer || this.proxies.length === 0) return;
    const tick = () => void this.refresh().catch((err) => this.opts.onError?.(err));
    tick();
    this.timer = setInterval(tick, this.opts.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
