// Server-side sessions (issue 4): a fresh random sid at every sign-in (session fixation: a sid the
// client brought is never adopted), 30 days sliding, only the hash stored. Issue 25: a disabled member's
// sessions resolve to nobody, and a session carries the step-up mark POST /api/auth/step-up sets.
import { Types } from 'mongoose';
import { LIMITS } from '../config';
import type { Models, UserDoc } from '../models';
import type { Session } from '../models/session';
import { newSessionId, sha256 } from './secrets';

export interface ResolvedSession {
  user: UserDoc;
  sidHash: string;
  /** Epoch ms until which the session is stepped up; 0 when it is not. */
  stepUpUntil: number;
  steppedUpUntil: Date | null;
}

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
    await this.models.users.updateOne({ _id: new Types.ObjectId(userId) }, { $set: { lastSeenAt: now } });
    return { sid, expiresAt };
  }

  /** The session's user, sliding its expiry; null for unknown, expired or logged-out sids and disabled members. */
  resolve(sid: string): Promise<ResolvedSession | null> {
    return this.resolveHash(sha256(sid));
  }

  /** As resolve, from the SHA-256 of the sid (what the gateway sends over NATS). */
  async resolveHash(sidHash: string): Promise<ResolvedSession | null> {
    const session = await this.models.sessions.findOne({ sidHash });
    const now = this.now();
    if (!session || session.expiresAt.getTime() <= now) return null;
    const user = await this.models.users.findById(session.userId);
    if (!user || user.status === 'disabled') return null;
    if (now - session.lastSeenAt.getTime() >= LIMITS.sessionSlideEveryMs) await this.slide(session, now);
    const until = session.steppedUpUntil?.getTime() ?? 0;
    return { user, sidHash, stepUpUntil: until > now ? until : 0, steppedUpUntil: until > now ? session.steppedUpUntil : null };
  }

  /** At most once a minute: the session's 30 days slide, and the member list's "last seen" moves. */
  private async slide(session: Session & { _id: Types.ObjectId }, now: number): Promise<void> {
    await this.models.sessions.updateOne(
      { _id: session._id },
      { $set: { lastSeenAt: new Date(now), expiresAt: new Date(now + LIMITS.sessionTtlMs) } },
    );
    await this.models.users.updateOne({ _id: session.userId }, { $set: { lastSeenAt: new Date(now) } });
  }

  /** Marks the session stepped up until the given time; false when it is gone or not the user's. */
  async markSteppedUp(sidHash: string, userId: string, until: Date): Promise<boolean> {
    const res = await this.models.sessions.updateOne(
      { sidHash, userId: new Types.ObjectId(userId), expiresAt: { $gt: new Date(this.now()) } },
      { $set: { steppedUpUntil: until } },
    );
    return res.matchedCount === 1;
  }

  /** Ends the session; returns its hash when there was one (for the revocation message). */
  async destroy(sid: string): Promise<string | null> {
    const sidHash = sha256(sid);
    const res = await this.models.sessions.deleteOne({ sidHash });
    return res.deletedCount === 1 ? sidHash : null;
  }

  /** After a password reset, a disable or a removal every open session of the user ends. */
  async destroyAllOf(userId: string): Promise<void> {
    await this.models.sessions.deleteMany({ userId: new Types.ObjectId(userId) });
  }
}
