// Users (issue 4): e-mail and username unique (case-insensitive through their lower-cased keys).
// Team membership (issue 25): role and status; an unverified registration carries unverifiedExpiresAt,
// which MongoDB's TTL monitor acts on (removed after 24 h) and verification clears.
import type { MemberStatus, Role } from '@dop/contracts/access';
import { MEMBER_STATUSES, ROLES } from '@dop/contracts/access';
import { indexPendingEvents, pendingEventsPath, type PendingEvent } from '@dop/service-kit';
import { Schema, Types, type Connection, type HydratedDocument, type Model } from 'mongoose';

export interface User {
  username: string;
  usernameKey: string;
  email: string;
  displayName: string | null;
  passwordHash: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  telegramUsername: string | null;
  /** No default: a user without a role is one the start-up migration has not seen yet. */
  role: Role;
  status: MemberStatus;
  lastSeenAt: Date | null;
  /** Set while the e-mail is unverified; the TTL index removes the registration then. */
  unverifiedExpiresAt: Date | null;
  /** The invitation this registration came with; used up when the e-mail is verified. */
  invitationId: Types.ObjectId | null;
  createdAt: Date;
  updatedAt: Date;
  /** Domain events (identity.member.*) staged with the write that made the change, until relayed. */
  _events?: PendingEvent[];
}
export type UserDoc = HydratedDocument<User>;

const schema = new Schema<User>(
  {
    username: { type: String, required: true },
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    displayName: { type: String, default: null },
    passwordHash: { type: String, required: true },
    emailVerified: { type: Boolean, default: false },
    twoFactorEnabled: { type: Boolean, default: false },
    telegramUsername: { type: String, default: null },
    role: { type: String, enum: ROLES },
    status: { type: String, enum: MEMBER_STATUSES },
    lastSeenAt: { type: Date, default: null },
    unverifiedExpiresAt: { type: Date, default: null },
    invitationId: { type: Schema.Types.ObjectId, default: null },
    _events: pendingEventsPath,
  },
  { timestamps: true, collection: 'users' },
);
indexPendingEvents(schema);
schema.index({ unverifiedExpiresAt: 1 }, { expireAfterSeconds: 0 });
schema.index({ role: 1, status: 1 });

export function userModel(conn: Connection): Model<User> {
  return conn.model<User>('User', schema);
}
