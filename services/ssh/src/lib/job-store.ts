// State changes of a job in the database. Whoever runs a job holds its lease; the lease is how a
// redelivered message (or the recovery sweep) tells "another instance is on it" from "it died".
import type { SshJobStatus } from '@dop/contracts/ssh';
import { pushEvents, type PendingEvent } from '@dop/service-kit';
import type { JobDoc, JobModel, JobServerDoc } from '../models/job';

export type Claim =
  | { kind: 'claimed'; job: JobDoc }
  /** Finished, or unknown: nothing to do. */
  | { kind: 'done' }
  /** Running under a live lease elsewhere. */
  | { kind: 'busy' }
  /** Running, but its runner stopped renewing the lease: it died mid-job. */
  | { kind: 'lapsed' };

export async function claimJob(jobs: JobModel, jobId: string, leaseMs: number): Promise<Claim> {
  const now = new Date();
  const job = await jobs
    .findOneAndUpdate(
      { _id: jobId, status: 'pending' },
      { $set: { status: 'running', startedAt: now, leaseUntil: new Date(now.getTime() + leaseMs) } },
      { returnDocument: 'after' },
    )
    .lean<JobDoc>();
  if (job) return { kind: 'claimed', job };
  const current = await jobs.findById(jobId, { status: 1, leaseUntil: 1 }).lean();
  if (!current || current.status === 'completed' || current.status === 'failed') return { kind: 'done' };
  if (current.leaseUntil && current.leaseUntil.getTime() > now.getTime()) return { kind: 'busy' };
  return { kind: 'lapsed' };
}

/** Takes over a running job whose lease lapsed (for the recovery); null when another got it first or it is alive. */
export async function takeOverLapsed(jobs: JobModel, jobId: string, leaseMs: number): Promise<JobDoc | null> {
  const now = new Date();
  return jobs
    .findOneAndUpdate(
      { _id: jobId, status: 'running', $or: [{ leaseUntil: { $lt: now } }, { leaseUntil: null }] },
      { $set: { leaseUntil: new Date(now.getTime() + leaseMs) } },
      { returnDocument: 'after' },
    )
    .lean<JobDoc>();
}

export async function renewLease(jobs: JobModel, jobId: string, leaseMs: number): Promise<void> {
  await jobs.updateOne({ _id: jobId, status: 'running' }, { $set: { leaseUntil: new Date(Date.now() + leaseMs) } });
}

/** Sets fields of server `index`; a finished server's sealed password is dropped, and its events staged, in the same write. */
export async function updateServer(
  jobs: JobModel,
  jobId: string,
  index: number,
  fields: Partial<JobServerDoc>,
  events: PendingEvent[] = [],
): Promise<void> {
  const finished = fields.status === 'completed' || fields.status === 'failed';
  const set: Record<string, unknown> = {};
  for (const [k, v] of Object.entries({ ...fields, ...(finished ? { password: null, finishedAt: new Date() } : {}) }))
    set[`servers.${index}.${k}`] = v;
  await jobs.updateOne({ _id: jobId }, { $set: set, ...(events.length ? pushEvents(...events) : {}) });
}

/**
 * Ends a running job: failed when any server failed, else completed; every password dropped. Returns
 * the finished job, or null when it was not running (someone else closed it).
 */
export async function closeJob(jobs: JobModel, jobId: string): Promise<JobDoc | null> {
  const job = await jobs.findById(jobId).lean<JobDoc>();
  if (!job || job.status !== 'running') return null;
  const status: SshJobStatus = job.servers.some((s) => s.status !== 'completed') ? 'failed' : 'completed';
  const set: Record<string, unknown> = { status, finishedAt: new Date(), leaseUntil: null };
  job.servers.forEach((_, i) => (set[`servers.${i}.password`] = null));
  const res = await jobs.updateOne({ _id: jobId, status: 'running' }, { $set: set });
  if (res.modifiedCount === 0) return null;
  return jobs.findById(jobId).lean<JobDoc>();
}
