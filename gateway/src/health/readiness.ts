// Readiness of the whole deployment as the gateway sees it: every configured service's /readyz and
// the NATS link identity resolution depends on. Probed with a short timeout and cached about a
// second, so a load balancer or the supervisor polling /healthz never fans out into a probe storm.
import http from 'node:http';
import type { ServiceName } from '../route-table';

export type ServiceState = 'ready' | 'not_ready' | 'unreachable';

export interface Readiness {
  ok: boolean;
  services: Partial<Record<ServiceName, ServiceState>>;
  nats: 'connected' | 'disconnected';
}

function probe(baseUrl: string, timeoutMs: number): Promise<ServiceState> {
  return new Promise((resolve) => {
    const req = http.get(`${baseUrl}/readyz`, { timeout: timeoutMs, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200 ? 'ready' : 'not_ready');
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve('unreachable'));
  });
}

export class ReadinessChecker {
  private last: { at: number; value: Readiness } | null = null;
  private pending: Promise<Readiness> | null = null;

  constructor(
    private readonly services: Partial<Record<ServiceName, string>>,
    private readonly natsConnected: () => boolean,
    private readonly timeoutMs: number,
    private readonly cacheMs = 1_000,
  ) {}

  check(now = Date.now()): Promise<Readiness> {
    if (this.last && now - this.last.at < this.cacheMs) return Promise.resolve(this.last.value);
    if (!this.pending) {
      this.pending = this.run().finally(() => {
        this.pending = null;
      });
    }
    return this.pending;
  }

  private async run(): Promise<Readiness> {
    const entries = Object.entries(this.services) as [ServiceName, string][];
    const states = await Promise.all(entries.map(([, url]) => probe(url, this.timeoutMs)));
    const services: Readiness['services'] = {};
    entries.forEach(([name], i) => {
      services[name] = states[i];
    });
    const nats = this.natsConnected() ? 'connected' : 'disconnected';
    const value = { ok: nats === 'connected' && states.every((s) => s === 'ready'), services, nats } as const;
    this.last = { at: Date.now(), value };
    return value;
  }
}
