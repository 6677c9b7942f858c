// 6-digit codes (issue 4): single use, expiring, and after 5 wrong tries dead until a new one is sent.
import { LIMITS } from '../config';
import type { CodePurpose, Models } from '../models';
import { codeDigest, newCode, sameDigest } from './secrets';

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'missing';

export class OneTimeCodes {
  constructor(
    private readonly models: Models,
    /** HMAC key; a database copy alone cannot be turned back into codes. */
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Issues a new code, replacing any live one for the same purpose and subject. */
  async issue(purpose: CodePurpose, subject: string, ttlMs: number): Promise<string> {
    const code = newCode();
    await this.models.codes.updateOne(
      { purpose, subject },
      { $set: { digest: codeDigest(this.key, `${purpose}:${subject}`, code), wrongTries: 0, expiresAt: new Date(this.now() + ttlMs) } },
      { upsert: true },
    );
    return code;
  }

  /** A right code is consumed; a wrong one counts toward the limit. */
  async check(purpose: CodePurpose, subject: string, code: string): Promise<CodeCheck> {
    const doc = await this.models.codes.findOne({ purpose, subject });
    if (!doc) return 'missing';
    if (doc.expiresAt.getTime() <= this.now()) return 'expired';
    if (doc.wrongTries >= LIMITS.codeMaxWrongTries) return 'exhausted';
    if (!sameDigest(doc.digest, codeDigest(this.key, `${purpose}:${subject}`, code))) {
      await this.models.codes.updateOne({ _id: doc._id }, { $inc: { wrongTries: 1 } });
      return doc.wrongTries + 1 >= LIMITS.codeMaxWrongTries ? 'exhausted' : 'wrong';
    }
    // Deleting by id and digest makes a racing second use of the same code find nothing.
    const res = await this.models.codes.deleteOne({ _id: doc._id, digest: doc.digest });
    return res.deletedCount === 1 ? 'ok' : 'missing';
  }

  async discard(purpose: CodePurpose, subject: string): Promise<void> {
    await this.models.codes.deleteOne({ purpose, subject });
  }
}

/** The message a failed check answers with. */
export function codeFailureMessage(result: Exclude<CodeCheck, 'ok'>, what: string): string {
  switch (result) {
    case 'exhausted':
      return `Too many wrong ${what} attempts. Request a new code`;
    case 'expired':
      return `The ${what} has expired. Request a new code`;
    default:
      return `Invalid or expired ${what}`;
  }
}
