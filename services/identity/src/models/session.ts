// Server-side sessions: keyed by the SHA-256 of the sid, removed by MongoDB's TTL monitor at expiresAt.
import { Schema, Types, type Connection, type Model } from 'mongoose';

export interface Session {
  sidHash: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  createdAt: Date;
  lastSeenAt: Date;
}

const schema = new Schema<Session>(
  {
    sidHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
  },
  { collection: 'sessions' },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function sessionModel(conn: Connection): Model<Session> {
  return conn.model<Session>('Session', schema);
}
