// A domain the team runs (spec 1 §3, spec 2 §3). name is unique across users, lower-case, punycode.
// aRecords are the A records last applied at the DNS host, so the DNS dialog can show them.
import { indexPendingEvents, pendingEventsPath, type PendingEvent } from '@dop/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface StoredARecord {
  recordId: string;
  name: string;
  content: string;
  ttl: number;
}

export interface Domain {
  name: string;
  registrar: string | null;
  accountId: number | null;
  useCloudflare: boolean;
  cloudflareIp: string | null;
  cloudflareEmail: string | null;
  lastUsedIp: string | null;
  lastResultAt: Date | null;
  aRecords: StoredARecord[];
  createdBy: string | null;
  createdById: string | null;
  teamTag: string | null;
  createdAt: Date;
  /** Registrar-side values from the last inventory sync (issue 29; lib/inventory). */
  inventory?: DomainInventory | null;
  /** The last inventory checks and their badges (issue 29). */
  health?: DomainHealth | null;
  _events?: PendingEvent[];
}

export interface DomainInventory {
  registrar: string;
  accountId: number;
  expiresAt: Date | null;
  autoRenew: boolean | null;
  locked: boolean | null;
  nameservers: string[];
  lastSyncedAt: Date;
}

export interface DomainHealth {
  checks: Array<{ kind: string; state: string; reason: string | null; expected: string[]; actual: string[] | null; checkedAt: Date }>;
  badges: string[];
  checkedAt: Date | null;
  /** Alert states already announced, so an alert goes out once per state change. */
  alerted?: Record<string, string>;
}

const ARecord = new Schema<StoredARecord>(
  {
    recordId: { type: String, required: true },
    name: { type: String, required: true },
    content: { type: String, required: true },
    ttl: { type: Number, required: true },
  },
  { _id: false },
);

const DomainSchema = new Schema<Domain>(
  {
    name: { type: String, required: true },
    registrar: { type: String, default: null },
    accountId: { type: Number, default: null },
    useCloudflare: { type: Boolean, default: false },
    cloudflareIp: { type: String, default: null },
    cloudflareEmail: { type: String, default: null },
    lastUsedIp: { type: String, default: null },
    /** Time of the newest operation result about this domain: the list's sort key. */
    lastResultAt: { type: Date, default: null },
    aRecords: { type: [ARecord], default: [] },
    createdBy: { type: String, default: null },
    createdById: { type: String, default: null },
    teamTag: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
    inventory: { type: Schema.Types.Mixed, default: null },
    health: { type: Schema.Types.Mixed, default: null },
    /** Domain events staged by the write that made the change, until the relay publishes them. */
    _events: pendingEventsPath,
  },
  { versionKey: false },
);
indexPendingEvents(DomainSchema);
DomainSchema.index({ name: 1 }, { unique: true });
// For All and For Me lists in the spec's order (newest result first, then by name).
DomainSchema.index({ lastResultAt: -1, name: 1 });
DomainSchema.index({ createdById: 1, lastResultAt: -1, name: 1 });
// The health list's badge filter (issue 29).
DomainSchema.index({ 'health.badges': 1, name: 1 });
// …and in the list's own order (newest result first, then by name), so a page needs no sort in memory.
DomainSchema.index({ 'health.badges': 1, lastResultAt: -1, name: 1 });

export type DomainDoc = Domain & { _id: Types.ObjectId };
export type DomainModel = Model<Domain>;

export function domainModel(conn: Connection): DomainModel {
  return conn.model<Domain>('Domain', DomainSchema, 'domains');
}
