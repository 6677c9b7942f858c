// Saved Cloudflare accounts: one per e-mail, the key sealed with SecretBox. An account is saved once a
// zone of this panel lives in it (later updates, purges and deletes need its key); keys of requests
// that created nothing are kept only in their job items and wiped when the item ends.
import { Schema, type Connection, type Model } from 'mongoose';

export interface AccountDoc {
  /** The e-mail, lower-cased. */
  _id: string;
  email: string;
  apiKey: string;
  createdAt: Date;
  updatedAt: Date;
}

const AccountSchema = new Schema<AccountDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    apiKey: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export type AccountModel = Model<AccountDoc>;
export const accountModel = (conn: Connection): AccountModel => conn.model<AccountDoc>('CloudflareAccount', AccountSchema, 'accounts');
