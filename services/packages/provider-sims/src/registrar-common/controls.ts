// Switches a test flips on a registrar simulator: make the next calls fail (as an error inside a 200
// body, the registrar's way, or as an HTTP status), slow every call down, or rate-limit. Every call is
// recorded with its time so tests can measure spacing.
export interface SimFailure {
  /** Operation / command it applies to (case-insensitive), or every call when absent. */
  op?: string;
  /** 'body': the registrar's own error inside HTTP 200 (or its usual error status); 'http': a bare status. */
  mode: 'body' | 'http';
  status: number;
  message: string;
  times: number;
}

export interface SimCall {
  op: string;
  at: number;
  /** When the answer went out. */
  endedAt?: number;
}

export class SimControls {
  failures: SimFailure[] = [];
  delayMs = 0;
  /** Calls before `since` (when the limit was switched on) do not count. */
  rateLimit: { max: number; windowMs: number; since: number } | null = null;
  readonly calls: SimCall[] = [];
  /** Calls being answered right now, and the most seen at once (Dynadot's one-at-a-time rule). */
  inFlight = 0;
  maxInFlight = 0;

  /** Records the call; the failure to answer with, if any. */
  begin(op: string): { call: SimCall; failure: SimFailure | null; limited: boolean } {
    const call = { op, at: Date.now() };
    const windowStart = Math.max(call.at - (this.rateLimit?.windowMs ?? 0), (this.rateLimit?.since ?? 0) - 1);
    const recent = this.calls.filter((c) => c.at > windowStart).length;
    this.calls.push(call);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const limited = this.rateLimit !== null && recent >= this.rateLimit.max;
    return { call, failure: limited ? null : this.takeFailure(op), limited };
  }

  end(call: SimCall): void {
    call.endedAt = Date.now();
    this.inFlight -= 1;
  }

  private takeFailure(op: string): SimFailure | null {
    const i = this.failures.findIndex((f) => !f.op || f.op.toLowerCase() === op.toLowerCase());
    if (i === -1) return null;
    const failure = this.failures[i];
    failure.times -= 1;
    if (failure.times <= 0) this.failures.splice(i, 1);
    return failure;
  }

  fail(f: Partial<SimFailure> & { message?: string }): void {
    this.failures.push({
      op: f.op,
      mode: f.mode ?? 'body',
      status: f.status ?? 500,
      message: f.message ?? 'Simulated failure',
      times: f.times ?? 1,
    });
  }

  /** At most `max` calls per `windowMs` from now on; null lifts the limit. */
  limit(max: number | null, windowMs = 1000): void {
    this.rateLimit = max ? { max, windowMs, since: Date.now() } : null;
  }

  reset(): void {
    this.failures = [];
    this.delayMs = 0;
    this.rateLimit = null;
    this.calls.length = 0;
    this.inFlight = 0;
    this.maxInFlight = 0;
  }
}
