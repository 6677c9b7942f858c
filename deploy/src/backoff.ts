// Why no library: retry libraries (p-retry, service-kit's retry) re-run a call until it succeeds; this is
// a restart policy for children that die at any time, with a counter reset after a healthy run.
// Restart policy for crashed children: exponential backoff, reset once a child has stayed up long enough
// to count as healthy again, so a service that crashes once a day restarts at once.
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  factor: number;
  /** A run at least this long resets the attempt counter. */
  stableMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000, factor: 2, stableMs: 30_000 };

/** Delay before restart number `attempt` (1-based). */
export function backoffDelay(attempt: number, opts: BackoffOptions = DEFAULT_BACKOFF): number {
  const exp = opts.baseMs * opts.factor ** Math.max(0, attempt - 1);
  return Math.min(opts.maxMs, Math.round(exp));
}

export class RestartBackoff {
  private attempt = 0;

  constructor(private readonly opts: BackoffOptions = DEFAULT_BACKOFF) {}

  /** Records a crash after `ranMs` of uptime and returns the attempt number and delay before the restart. */
  next(ranMs: number): { attempt: number; delayMs: number } {
    if (ranMs >= this.opts.stableMs) this.attempt = 0;
    this.attempt += 1;
    return { attempt: this.attempt, delayMs: backoffDelay(this.attempt, this.opts) };
  }
}
