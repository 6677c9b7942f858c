// Who the users are, as identity announces them (identity.user.registered / .updated): log entries
// and operation-domain groups show display names without asking identity on every read.
import { Schema, type Connection, type Model } from 'mongoose';

export interface UserDoc {
  _id: string;
  username: string;
  displayName: string | null;
  /** occurredAt of the event that set this: an older event never overwrites a newer one. */
  at: Date;
}

const UserSchema = new Schema<UserDoc>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    displayName: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'users', versionKey: false, autoIndex: false, autoCreate: false },
);

export type UserModel = Model<UserDoc>;

export const userModel = (conn: Connection): UserModel => conn.models.User ?? conn.model<UserDoc>('User', UserSchema);
