// When the background sync last ran, kept in Mongo so a restarted process (or a second replica)
// knows whether the hourly run is due: claiming a run moves lastRun forward atomically, and only
// the claimant syncs.
import { Schema, type Connection, type Model } from 'mongoose';

export interface SyncLeaseDoc {
  _id: string;
  lastRun: Date;
}

const schema = new Schema<SyncLeaseDoc>(
  { _id: String, lastRun: { type: Date, required: true } },
  { collection: 'sync_lease', versionKey: false },
);

export type SyncLeaseModel = Model<SyncLeaseDoc>;

export function createSyncLeaseModel(conn: Connection): SyncLeaseModel {
  return conn.model<SyncLeaseDoc>('SyncLease', schema);
}
