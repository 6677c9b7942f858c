// Per-user settings (spec 2 §3 Settings): time zone and the static IP choice. currentIp is not stored.
import { Schema, Types, type Connection, type Model } from 'mongoose';

export interface UserSettings {
  userId: Types.ObjectId;
  timezone: 'UTC' | 'local';
  useStaticIp: boolean;
  staticIp: string | null;
}

const schema = new Schema<UserSettings>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    timezone: { type: String, enum: ['UTC', 'local'], default: 'UTC' },
    useStaticIp: { type: Boolean, default: false },
    staticIp: { type: String, default: null },
  },
  { collection: 'settings' },
);

export function settingsModel(conn: Connection): Model<UserSettings> {
  return conn.model<UserSettings>('Settings', schema);
}
