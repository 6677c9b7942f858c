// Server-side sessions: keyed by the SHA-256 of the sid, removed by MongoDB's TTL monitor at expiresAt.
// steppedUpUntil is the server-side step-up mark (issue 25): set only by POST /api/auth/step-up.
import { Schema, Types, type Connection, type Model } from 'mongoose';

export interface Session {
  sidHash: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  createdAt: Date;
  lastSeenAt: Date;
  steppedUpUntil: Date | null;
}

const schema = new Schema<Session>(
  {
    sidHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    steppedUpUntil: { type: Date, default: null },
  },
  { collection: 'sessions' },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function sessionModel(conn: Connection): Model<Session> {
  return conn.model<Session>('Session', schema);
}
