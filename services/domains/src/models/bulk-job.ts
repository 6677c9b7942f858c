// A bulk add job and its items, one per domain. The item is the unit of idempotency: each provider
// step records its outcome on the item before the next starts, so a redelivered message (a restart
// mid-job) repeats only the step that had not finished, and a finished item is never touched again.
import { Schema, type Connection, type Model } from 'mongoose';

export interface JobDoc {
  _id: string;
  userId: string | null;
  userName: string | null;
  total: number;
  work: unknown;
  published: boolean;
  createdAt: Date;
  finishedAt: Date | null;
}

const JobSchema = new Schema<JobDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    userName: { type: String, default: null },
    total: { type: Number, required: true },
    /** What every item does (the request minus the domains). */
    work: { type: Schema.Types.Mixed, required: true },
    /** True once every item's message is on JetStream; false jobs are republished at start. */
    published: { type: Boolean, default: false },
    createdAt: { type: Date, default: () => new Date() },
    /** Set once, by whichever worker finished the last item (so the closing log line is written once). */
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
JobSchema.index({ userId: 1, createdAt: -1 });
JobSchema.index({ createdAt: -1 });

export const ITEM_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export interface ItemDoc {
  _id: string;
  jobId: string;
  domain: string;
  status: ItemStatus;
  steps: Record<string, unknown>;
  stepsOld?: Record<string, unknown>;
  attempts: number;
  leaseUntil: Date | null;
  updatedAt: Date;
}

const ItemSchema = new Schema<ItemDoc>(
  {
    _id: { type: String, required: true },
    jobId: { type: String, required: true },
    domain: { type: String, required: true },
    status: { type: String, enum: ITEM_STATUSES, default: 'pending' },
    /** step key ('cloudflare', 'namesilo:3') → outcome; present means the step is finished. */
    steps: { type: Schema.Types.Mixed, default: {} },
    /** Per step, what the registrar held just before it applied (a change set's old values, issue 30). */
    stepsOld: { type: Schema.Types.Mixed, default: undefined },
    attempts: { type: Number, default: 0 },
    /** While a worker holds the item; another copy of its message waits until the lease lapses. */
    leaseUntil: { type: Date, default: null },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false, minimize: false },
);
ItemSchema.index({ jobId: 1, status: 1 });

export type JobModel = Model<JobDoc>;
export type ItemModel = Model<ItemDoc>;

export function jobModels(conn: Connection): { jobs: JobModel; items: ItemModel } {
  return {
    jobs: conn.model<JobDoc>('BulkJob', JobSchema, 'bulk_jobs'),
    items: conn.model<ItemDoc>('BulkJobItem', ItemSchema, 'bulk_job_items'),
  };
}
