// One counted attempt of a rate limit or lockout (lib/rate-limiter.ts). Kept in MongoDB, not in a
// process, so every identity replica counts the same attempts; TTL removes a hit once its window passed.
import { Schema, type Connection, type Model } from 'mongoose';

export interface RateHit {
  /** Which limit: 'login-fails', 'code-checks', 'auth-per-ip'. */
  limiter: string;
  /** What is limited: an address, an account, or account|address. */
  key: string;
  /** Lets every key of one account be forgotten at once (a password reset ends its lockouts). */
  group: string | null;
  at: Date;
  expiresAt: Date;
}

const schema = new Schema<RateHit>(
  {
    limiter: { type: String, required: true },
    key: { type: String, required: true },
    group: { type: String, default: null },
    at: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'rate_hits', versionKey: false },
);
schema.index({ limiter: 1, key: 1, at: -1 });
schema.index({ limiter: 1, group: 1 }, { partialFilterExpression: { group: { $type: 'string' } } });
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function rateHitModel(conn: Connection): Model<RateHit> {
  return conn.model<RateHit>('RateHit', schema);
}
