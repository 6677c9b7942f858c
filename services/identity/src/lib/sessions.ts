// Server-side sessions (issue 4): a fresh random sid at every sign-in (session fixation: a sid the
// client brought is never adopted), 30 days sliding, only the hash stored.
import { Types } from 'mongoose';
import { LIMITS } from '../config';
import type { Models, UserDoc } from '../models';
import { newSessionId, sha256 } from './secrets';

export class SessionStore {
  constructor(
    private readonly models: Models,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a session for the user; the previous session of this browser (if any) ends. */
  async create(userId: string, previousSid: string | null): Promise<{ sid: string; expiresAt: Date }> {
    if (previousSid) await this.destroy(previousSid);
    const sid = newSessionId();
    const now = new Date(this.now());
    const expiresAt = new Date(now.getTime() + LIMITS.sessionTtlMs);
    await this.models.sessions.create({
      sidHash: sha256(sid),
      userId: new Types.ObjectId(userId),
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
    });
    return { sid, expiresAt };
  }

  /** The session's user, sliding its expiry; null for unknown, expired or logged-out sids. */
  resolve(sid: string): Promise<UserDoc | null> {
    return this.resolveHash(sha256(sid));
  }

  /** As resolve, from the SHA-256 of the sid (what the gateway sends over NATS). */
  async resolveHash(sidHash: string): Promise<UserDoc | null> {
    const session = await this.models.sessions.findOne({ sidHash });
    const now = this.now();
    if (!session || session.expiresAt.getTime() <= now) return null;
    if (now - session.lastSeenAt.getTime() >= LIMITS.sessionSlideEveryMs) {
      await this.models.sessions.updateOne(
        { _id: session._id },
        { $set: { lastSeenAt: new Date(now), expiresAt: new Date(now + LIMITS.sessionTtlMs) } },
      );
    }
    return this.models.users.findById(session.userId);
  }

  async destroy(sid: string): Promise<void> {
    await this.models.sessions.deleteOne({ sidHash: sha256(sid) });
  }

  /** After a password reset every open session of the user ends. */
  async destroyAllOf(userId: string): Promise<void> {
    await this.models.sessions.deleteMany({ userId: new Types.ObjectId(userId) });
  }
}
