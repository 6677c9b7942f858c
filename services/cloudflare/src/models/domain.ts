// A domain of the CloudFlare Management tab: its zone, the account (by e-mail) it lives in and what
// the panel set there. One row per name; a move changes the account.
import { indexPendingEvents, pendingEventsPath, type PendingEvent } from '@dop/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

export interface CfDomainDoc {
  _id: string;
  name: string;
  email: string;
  zoneId: string | null;
  nameServers: string[];
  ipAddress: string | null;
  sslMode: 'flexible' | 'full';
  teamTag: string | null;
  /** The last result status (spec 2 §4.1): Pending, Success, Moved to CloudFlare, Failed, … */
  status: string;
  userId: string | null;
  createdAt: Date;
  /** Domain events staged with the write that made the change, until the relay publishes them. */
  _events?: PendingEvent[];
}

const DomainSchema = new Schema<CfDomainDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    zoneId: { type: String, default: null },
    nameServers: { type: [String], default: [] },
    ipAddress: { type: String, default: null },
    sslMode: { type: String, default: 'flexible' },
    teamTag: { type: String, default: null },
    status: { type: String, default: 'Pending' },
    userId: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
    _events: pendingEventsPath,
  },
  { versionKey: false },
);
indexPendingEvents(DomainSchema);
DomainSchema.index({ name: 1 }, { unique: true });
DomainSchema.index({ email: 1, createdAt: -1 });

export type CfDomainModel = Model<CfDomainDoc>;
export const domainModel = (conn: Connection): CfDomainModel => conn.model<CfDomainDoc>('CloudflareDomain', DomainSchema, 'domains');
