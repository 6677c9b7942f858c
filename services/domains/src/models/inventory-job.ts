// Inventory jobs (issue 29): an import or sync of one registrar account, or a check of many domains.
// The job document is the whole state: the next registrar cursor, counts, and a lease. A worker of
// any replica claims a job whose lease has lapsed, so a killed instance's job is taken up where its
// last finished page left it. The schedule document holds when the next periodic sync is due.
import { Schema, type Connection, type Model } from 'mongoose';

export interface InventoryJobDoc {
  _id: string;
  kind: 'import' | 'sync' | 'check';
  registrar: string | null;
  accountId: number | null;
  teamTag: string | null;
  actor: { userId: string | null; userName?: string };
  status: 'running' | 'done' | 'failed';
  /** The registrar cursor of the next page; null before the first. */
  cursor: string | null;
  /** Check jobs: the domain ids still to check, and the position reached. */
  ids: string[];
  position: number;
  pages: number;
  seen: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  total: number | null;
  error: string | null;
  /** Transient failures in a row (a provider service away); the job fails after a few. */
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const JobSchema = new Schema<InventoryJobDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: ['import', 'sync', 'check'], required: true },
    registrar: { type: String, default: null },
    accountId: { type: Number, default: null },
    teamTag: { type: String, default: null },
    actor: { type: Schema.Types.Mixed, required: true },
    status: { type: String, enum: ['running', 'done', 'failed'], default: 'running' },
    cursor: { type: String, default: null },
    ids: { type: [String], default: [] },
    position: { type: Number, default: 0 },
    pages: { type: Number, default: 0 },
    seen: { type: Number, default: 0 },
    created: { type: Number, default: 0 },
    updated: { type: Number, default: 0 },
    unchanged: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    total: { type: Number, default: null },
    error: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    leaseOwner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);
JobSchema.index({ status: 1, leaseUntil: 1 });
JobSchema.index({ createdAt: -1 });

export interface InventoryScheduleDoc {
  _id: string;
  /** When the next periodic sync (or the alerts' next daily digest) is due (ms since the epoch). */
  nextAt: number;
  /** The alert sender's turn: the instance holding it until then sends (alert-sender.ts). */
  leaseUntil?: number | null;
}
const ScheduleSchema = new Schema<InventoryScheduleDoc>({ _id: String, nextAt: Number, leaseUntil: Number }, { versionKey: false });

export type InventoryJobModel = Model<InventoryJobDoc>;
export type InventoryScheduleModel = Model<InventoryScheduleDoc>;

export function inventoryModels(conn: Connection): { inventoryJobs: InventoryJobModel; inventorySchedule: InventoryScheduleModel } {
  return {
    inventoryJobs: conn.model<InventoryJobDoc>('InventoryJob', JobSchema, 'inventory_jobs'),
    inventorySchedule: conn.model<InventoryScheduleDoc>('InventorySchedule', ScheduleSchema, 'inventory_schedule'),
  };
}
