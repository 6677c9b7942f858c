// Sliding-window counters kept in memory (one identity process per deployment here). Each key keeps
// the times of its recent hits; a key is over the limit while `limit` hits lie inside the window.
export interface LimitVerdict {
  allowed: boolean;
  /** Milliseconds until the oldest counted hit leaves the window (0 when allowed). */
  retryAfterMs: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Whether the key is over the limit now, without counting a hit. */
  check(key: string): LimitVerdict {
    const list = this.recent(key);
    if (list.length < this.limit) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: list[list.length - this.limit] + this.windowMs - this.now() };
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 100_000) this.sweep();
  }

  /** Counts a hit if allowed; a refused attempt is not counted, so the window ends on time. */
  take(key: string): LimitVerdict {
    const verdict = this.check(key);
    if (verdict.allowed) this.hit(key);
    return verdict;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Bounds memory under a flood of distinct keys. */
  private sweep(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}
