// Telegram accounts linked to a user (spec 2 §3: id, username, chatId, isActive); 2FA codes go to the active ones.
import { Schema, Types, type Connection, type Model } from 'mongoose';

export interface TelegramAccount {
  userId: Types.ObjectId;
  username: string;
  chatId: string;
  isActive: boolean;
  createdAt: Date;
}

const schema = new Schema<TelegramAccount>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    username: { type: String, required: true },
    chatId: { type: String, required: true },
    isActive: { type: Boolean, default: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'telegram_accounts' },
);
schema.index({ userId: 1, chatId: 1 }, { unique: true });

export function telegramAccountModel(conn: Connection): Model<TelegramAccount> {
  return conn.model<TelegramAccount>('TelegramAccount', schema);
}
