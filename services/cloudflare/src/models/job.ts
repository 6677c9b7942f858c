// An add / move job and its items, one per domain. Each item carries its own account (multi mode gives
// every domain its own) with the key sealed; steps done are recorded so a redelivered message repeats
// no finished Cloudflare or registrar call. The sealed key is wiped when the item ends.
import { Schema, type Connection, type Model } from 'mongoose';

export interface CfJobDoc {
  _id: string;
  userId: string | null;
  userName: string | null;
  isMove: boolean;
  total: number;
  published: boolean;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface ItemSteps {
  zoneId?: string;
  nameServers?: string[];
  records?: boolean;
  ssl?: boolean;
  nameserversSet?: string;
  oldZoneDeleted?: boolean;
}

export interface CfItemDoc {
  _id: string;
  jobId: string;
  domain: string;
  email: string;
  apiKey: string | null;
  ipAddress: string;
  sslMode: 'flexible' | 'full';
  teamTag: string | null;
  isMove: boolean;
  /** A move: the account and zone the domain leaves. */
  from: { email: string; zoneId: string | null } | null;
  status: 'pending' | 'running' | 'done' | 'failed';
  steps: ItemSteps;
  leaseUntil: Date | null;
  message: string | null;
  createdAt: Date;
}

const JobSchema = new Schema<CfJobDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    userName: { type: String, default: null },
    isMove: { type: Boolean, default: false },
    total: { type: Number, required: true },
    published: { type: Boolean, default: false },
    createdAt: { type: Date, default: () => new Date() },
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false },
);

const ItemSchema = new Schema<CfItemDoc>(
  {
    _id: { type: String, required: true },
    jobId: { type: String, required: true },
    domain: { type: String, required: true },
    email: { type: String, required: true },
    apiKey: { type: String, default: null },
    ipAddress: { type: String, required: true },
    sslMode: { type: String, default: 'flexible' },
    teamTag: { type: String, default: null },
    isMove: { type: Boolean, default: false },
    from: { type: Schema.Types.Mixed, default: null },
    status: { type: String, default: 'pending' },
    steps: { type: Schema.Types.Mixed, default: () => ({}) },
    leaseUntil: { type: Date, default: null },
    message: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false, minimize: false },
);
ItemSchema.index({ jobId: 1, status: 1 });

export type CfJobModel = Model<CfJobDoc>;
export type CfItemModel = Model<CfItemDoc>;
export const jobModels = (conn: Connection) => ({
  jobs: conn.model<CfJobDoc>('CloudflareJob', JobSchema, 'jobs'),
  items: conn.model<CfItemDoc>('CloudflareItem', ItemSchema, 'items'),
});
