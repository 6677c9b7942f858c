// Operation log lines (spec 2 §3 "Log entry"). _id is the event id, so a redelivered event can never
// add a second line.
import { Schema, type Connection, type Model } from 'mongoose';
import type { LogLevel, OperationType } from '@dop/contracts/ops';

export interface LogUserDoc {
  id: string;
  username: string;
  displayName: string | null;
  email: string | null;
}

export interface LogDoc {
  _id: string;
  message: string;
  level: LogLevel;
  operationType: OperationType;
  domain: string | null;
  userId: string | null;
  user: LogUserDoc | null;
  jobId?: string;
  timestamp: Date;
}

const UserSchema = new Schema<LogUserDoc>(
  { id: String, username: String, displayName: { type: String, default: null }, email: { type: String, default: null } },
  { _id: false },
);

const LogSchema = new Schema<LogDoc>(
  {
    _id: { type: String, required: true },
    message: { type: String, required: true },
    level: { type: String, required: true },
    operationType: { type: String, required: true },
    domain: { type: String, default: null },
    userId: { type: String, default: null },
    user: { type: UserSchema, default: null },
    jobId: String,
    timestamp: { type: Date, required: true },
  },
  // Indexes are managed by ensureIndexes (the TTL one must follow RETENTION_DAYS).
  { collection: 'logs', versionKey: false, autoIndex: false, autoCreate: false },
);

export type LogModel = Model<LogDoc>;

export const logModel = (conn: Connection): LogModel => conn.models.Log ?? conn.model<LogDoc>('Log', LogSchema);
