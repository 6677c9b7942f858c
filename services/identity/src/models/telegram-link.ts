// A Telegram link waiting for the user to press Start (providers/telegram.md, deep link with a one-time
// code): only the token's SHA-256 is kept, and Telegram drops updates after 24 h, so the link does too.
import { Schema, Types, type Connection, type Model } from 'mongoose';

export interface TelegramLink {
  userId: Types.ObjectId;
  /** Expected @username (without @), lower-cased; null when the user only follows the deep link. */
  username: string | null;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

const schema = new Schema<TelegramLink>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    username: { type: String, default: null },
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'telegram_links' },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function telegramLinkModel(conn: Connection): Model<TelegramLink> {
  return conn.model<TelegramLink>('TelegramLink', schema);
}
