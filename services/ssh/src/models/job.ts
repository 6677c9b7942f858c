// An install job and its servers. Passwords are sealed (SecretBox) while the job waits or runs and
// set to null as each server finishes: nothing can decrypt them after the job ends.
import type { SshJobStatus } from '@dop/contracts/ssh';
import { SSH_JOB_STATUSES } from '@dop/contracts/ssh';
import { indexPendingEvents, pendingEventsPath, type PendingEvent } from '@dop/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

export interface JobServerDoc {
  host: string;
  username: string;
  /** SecretBox-sealed password; null once the server is finished. */
  password: string | null;
  status: SshJobStatus;
  error: string | null;
  exitCode: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface JobDoc {
  _id: string;
  userId: string | null;
  userName: string | null;
  status: SshJobStatus;
  servers: JobServerDoc[];
  /** True once the job's message is on JetStream; false pending jobs are published again at start. */
  published: boolean;
  /** While an instance runs the job it renews this; a lapsed lease means that instance died. */
  leaseUntil: Date | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  _events?: PendingEvent[];
}

const ServerSchema = new Schema<JobServerDoc>(
  {
    host: { type: String, required: true },
    username: { type: String, required: true },
    password: { type: String, default: null },
    status: { type: String, enum: SSH_JOB_STATUSES, default: 'pending' },
    error: { type: String, default: null },
    exitCode: { type: Number, default: null },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { _id: false },
);

const JobSchema = new Schema<JobDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    userName: { type: String, default: null },
    status: { type: String, enum: SSH_JOB_STATUSES, default: 'pending' },
    servers: { type: [ServerSchema], required: true },
    published: { type: Boolean, default: false },
    leaseUntil: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    /** ssh.install.completed / failed, staged with a server's end until the relay publishes them. */
    _events: pendingEventsPath,
  },
  { versionKey: false },
);
indexPendingEvents(JobSchema);
JobSchema.index({ status: 1, createdAt: -1 });

export type JobModel = Model<JobDoc>;

export const jobModel = (conn: Connection): JobModel => conn.model<JobDoc>('SshJob', JobSchema, 'ssh_jobs');
