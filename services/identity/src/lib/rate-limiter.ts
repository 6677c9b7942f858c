// Sliding-window limits shared by every identity replica (issue 25): each counted attempt is a
// document in MongoDB, so two replicas behind one gateway count one lockout once. A key is over the
// limit while `limit` hits lie inside the window; the answer to "how long" is exact, since the
// limit-th newest hit says when the window frees a place.
import type { Model } from 'mongoose';
import type { RateHit } from '../models/rate-hit';

export interface LimitVerdict {
  allowed: boolean;
  /** Milliseconds until the oldest counted hit leaves the window (0 when allowed). */
  retryAfterMs: number;
}

export class SharedLimiter {
  constructor(
    private readonly hits: Model<RateHit>,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the key is over the limit now, without counting a hit: one indexed read. */
  async check(key: string): Promise<LimitVerdict> {
    const now = this.now();
    const nth = await this.hits
      .findOne({ limiter: this.name, key, at: { $gt: new Date(now - this.windowMs) } }, { at: 1 })
      .sort({ at: -1 })
      .skip(this.limit - 1)
      .lean();
    if (!nth) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: Math.max(1, nth.at.getTime() + this.windowMs - now) };
  }

  async hit(key: string, group: string | null = null): Promise<void> {
    const now = this.now();
    await this.hits.create({ limiter: this.name, key, group, at: new Date(now), expiresAt: new Date(now + this.windowMs) });
  }

  /**
   * Counts a hit if allowed; a refused attempt is not counted, so the window ends on time (and a flood
   * costs one read per request). Two replicas racing at the last free place may both pass: the limit
   * can be exceeded by the requests in flight at that instant, never more.
   */
  async take(key: string, group: string | null = null): Promise<LimitVerdict> {
    const verdict = await this.check(key);
    if (verdict.allowed) await this.hit(key, group);
    return verdict;
  }

  async reset(key: string): Promise<void> {
    await this.hits.deleteMany({ limiter: this.name, key });
  }

  /** Forgets every key counted with this group (e.g. one account from every address). */
  async resetGroup(group: string): Promise<void> {
    await this.hits.deleteMany({ limiter: this.name, group });
  }
}
