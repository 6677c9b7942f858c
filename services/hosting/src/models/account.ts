// DiorHost accounts (spec 2 §3). The password is stored only sealed (service-kit SecretBox); the
// servers are the snapshot of the last sync, so the server list opens without asking the provider.
import type { Server } from '@dop/contracts/hosting';
import { indexPendingEvents, pendingEventsPath, type PendingEvent } from '@dop/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface AccountDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  /** SecretBox-sealed password. */
  passwordSealed: string;
  apiEndpoint: string;
  isActive: boolean;
  balance: string | null;
  lastSync: Date | null;
  lastError: string | null;
  servers: Server[];
  userId: string | null;
  createdAt: Date;
  updatedAt: Date;
  _events?: PendingEvent[];
}

const serverSchema = new Schema<Server>(
  { id: String, name: String, ip: String, expire: { type: String, default: null }, cost: String, status: Number },
  { _id: false },
);

const schema = new Schema<AccountDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    passwordSealed: { type: String, required: true },
    apiEndpoint: { type: String, required: true },
    isActive: { type: Boolean, default: true },
    balance: { type: String, default: null },
    lastSync: { type: Date, default: null },
    lastError: { type: String, default: null },
    servers: { type: [serverSchema], default: [] },
    userId: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
    /** hosting.account.synced / server.expiring, staged by a sync until the relay publishes them. */
    _events: pendingEventsPath,
  },
  { collection: 'diorhost_accounts', minimize: false },
);
indexPendingEvents(schema);

export type AccountModel = Model<AccountDoc>;

export function createAccountModel(conn: Connection): AccountModel {
  return conn.model<AccountDoc>('DiorhostAccount', schema);
}
