// Simulated users polling the gateway as the UI does (spec 2 §9): results every 2 s, logs every 15 s,
// the users list every 60 s, each user on its own session cookie with a random phase so the load is
// spread as real browsers spread it. Every answer's latency and every failure is recorded.
import type { SignedUpUser } from '../../src/reliability/sign-up';

export const POLLS = [
  { path: '/api/results?showAll=true', everyMs: 2_000 },
  { path: '/api/logs?showAll=true&limit=100', everyMs: 15_000 },
  { path: '/api/users', everyMs: 60_000 },
] as const;

export class PollingUsers {
  readonly latenciesMs: number[] = [];
  readonly failures: string[] = [];
  requests = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly url: string,
    users: SignedUpUser[],
  ) {
    for (const user of users) {
      for (const poll of POLLS) {
        const first = setTimeout(() => {
          this.once(user, poll.path);
          this.timers.push(setInterval(() => this.once(user, poll.path), poll.everyMs));
        }, Math.random() * poll.everyMs);
        this.timers.push(first);
      }
    }
  }

  private once(user: SignedUpUser, path: string): void {
    const started = process.hrtime.bigint();
    const p = fetch(`${this.url}${path}`, { headers: { cookie: user.cookie }, signal: AbortSignal.timeout(10_000) })
      .then(async (res) => {
        const body = await res.text();
        this.requests++;
        this.latenciesMs.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (res.status !== 200 && res.status !== 304) this.failures.push(`${path} → ${res.status} ${body.slice(0, 120)}`);
      })
      .catch((err: unknown) => {
        this.requests++;
        this.failures.push(`${path} → ${String(err)}`);
      })
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    await Promise.all(this.inFlight);
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
