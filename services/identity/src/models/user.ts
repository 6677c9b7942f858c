// Users (issue 4): e-mail and username unique (case-insensitive through their lower-cased keys).
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

export interface User {
  username: string;
  usernameKey: string;
  email: string;
  displayName: string | null;
  passwordHash: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  telegramUsername: string | null;
  createdAt: Date;
  updatedAt: Date;
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
  },
  { timestamps: true, collection: 'users' },
);

export function userModel(conn: Connection): Model<User> {
  return conn.model<User>('User', schema);
}
