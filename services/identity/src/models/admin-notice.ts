// Whom one admin notice (an inventory alert message) already reached, by the caller's delivery id
// (lib/admin-notice.ts): a retry of the same delivery skips them. Kept in MongoDB so every identity
// replica sees it; TTL drops a record after 30 days, long after any retry.
import { Schema, type Connection, type Model } from 'mongoose';

export interface AdminNotice {
  _id: string;
  /** 'telegram:<account id>' or 'mail:<user id>'. */
  sentTo: string[];
  createdAt: Date;
}

const schema = new Schema<AdminNotice>(
  {
    _id: { type: String, required: true },
    sentTo: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
  },
  { collection: 'admin_notices', versionKey: false },
);
schema.index({ createdAt: 1 }, { expireAfterSeconds: 30 * 24 * 3600 });

export function adminNoticeModel(conn: Connection): Model<AdminNotice> {
  return conn.model<AdminNotice>('AdminNotice', schema);
}
