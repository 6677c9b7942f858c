// Switches a test flips on the Cloudflare simulator: the next calls of an operation fail with a given
// Cloudflare error (code + message in the v4 envelope), or the next N calls answer 429 with Retry-After.
// Every call is recorded (op and time) so tests can see the retries; once `recordExchanges()` is
// called, whole exchanges too (request and answer), for checks against Cloudflare's API definition.
import type { CfExchange } from '@dop/contracts/cloudflare-api';

export interface CfFailure {
  op?: string;
  status: number;
  code: number;
  message: string;
  times: number;
}

export class CloudflareSimControls {
  failures: CfFailure[] = [];
  /** Calls still to be refused with 429. */
  throttled = 0;
  /** Seconds sent in Retry-After with a 429. */
  retryAfterS = 1;
  readonly calls: Array<{ op: string; at: number; status?: number }> = [];
  /** Null until recordExchanges(): a long-running demo sim would keep every body otherwise. */
  exchanges: CfExchange[] | null = null;

  recordExchanges(): CfExchange[] {
    this.exchanges ??= [];
    return this.exchanges;
  }

  fail(f: Partial<CfFailure>): void {
    this.failures.push({
      op: f.op,
      status: f.status ?? 400,
      code: f.code ?? 1000,
      message: f.message ?? 'Simulated failure',
      times: f.times ?? 1,
    });
  }

  rateLimit(times: number, retryAfterS = 1): void {
    this.throttled = Math.max(0, times);
    this.retryAfterS = Math.max(0, retryAfterS);
  }

  /** What to answer instead of the real work, if anything. */
  intercept(op: string): { limited: true } | { failure: CfFailure } | null {
    if (this.throttled > 0) {
      this.throttled -= 1;
      return { limited: true };
    }
    const i = this.failures.findIndex((f) => !f.op || f.op.toLowerCase() === op.toLowerCase());
    if (i === -1) return null;
    const failure = this.failures[i];
    failure.times -= 1;
    if (failure.times <= 0) this.failures.splice(i, 1);
    return { failure };
  }

  reset(): void {
    this.failures = [];
    this.throttled = 0;
    this.retryAfterS = 1;
    this.calls.length = 0;
    this.exchanges?.splice(0);
  }
}
