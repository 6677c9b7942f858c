// A purchase job: what the user asked (account, delays, cap) and where the job stands. Its domains are
// items (item.ts). The lease lets exactly one instance run the job's check; a holder that dies lets it lapse.
import type { PurchaseJobStatus } from '@dop/contracts/billing';
import type { Registrar } from '@dop/contracts/registrars';
import { JOB_STATUSES } from '@dop/contracts/billing';
import { REGISTRARS } from '@dop/contracts/registrars';
import { Schema, type Connection, type Model } from 'mongoose';

export interface JobDoc {
  _id: string;
  userId: string | null;
  userName: string | null;
  registrar: Registrar;
  accountId: number;
  quickPurchase: boolean;
  minDelay: number;
  maxDelay: number;
  maxPrice: number | null;
  /** The balance read when the job was accepted. */
  balance: number;
  currency: string;
  status: PurchaseJobStatus;
  message: string | null;
  total: number;
  leaseUntil: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const JobSchema = new Schema<JobDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    userName: { type: String, default: null },
    registrar: { type: String, enum: REGISTRARS, required: true },
    accountId: { type: Number, required: true },
    quickPurchase: { type: Boolean, default: false },
    minDelay: { type: Number, required: true },
    maxDelay: { type: Number, required: true },
    maxPrice: { type: Number, default: null },
    balance: { type: Number, required: true },
    currency: { type: String, default: 'USD' },
    status: { type: String, enum: JOB_STATUSES, default: 'checking' },
    message: { type: String, default: null },
    total: { type: Number, required: true },
    leaseUntil: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
JobSchema.index({ status: 1, leaseUntil: 1 });

export type JobModel = Model<JobDoc>;
export const jobModel = (conn: Connection): JobModel => conn.model<JobDoc>('PurchaseJob', JobSchema, 'purchase_jobs');
