// The end of a job whose items several instances work on: once no item is open, the closing line with
// the counts goes to the ops log and the job is marked finished. The line goes out first, under an id
// of its own: a publish that fails (NATS restarting) leaves the job open for the retried item to close,
// and callers at once (two last items, a redelivered one) write the same event, kept once by JetStream's
// duplicate window and the operations log.
import type { Actor } from '@dop/contracts/common';
import type { Model } from 'mongoose';
import type { OperationOps } from '../events/operation-ops';
import { hasOpenItems } from './leased-items';

export interface JobModels {
  /** Any item collection with jobId and status ('pending' | 'running' | 'done' | 'failed'). */
  items: Model<any>;
  /** Any job collection with _id and finishedAt. */
  jobs: Model<any>;
}

/** The id of a job's closing line: the same on every instance and every retry. */
const jobFinishedEventId = (jobId: string) => `${jobId}:finished`;

export async function finishJobIfDone(
  models: JobModels,
  ops: OperationOps,
  job: { jobId: string; actor: Actor },
  /** The job in the line, e.g. 'Bulk add' → "Bulk add finished: 9 done, 1 failed". */
  what: string,
): Promise<void> {
  if (await hasOpenItems(models.items, job.jobId)) return;
  const state = await models.jobs.findById(job.jobId, { finishedAt: 1 }).lean<{ finishedAt?: Date | null }>();
  if (!state || state.finishedAt) return;
  const [total, failed] = await Promise.all([
    models.items.countDocuments({ jobId: job.jobId }),
    models.items.countDocuments({ jobId: job.jobId, status: 'failed' }),
  ]);
  const line = `${what} finished: ${total - failed} done, ${failed} failed`;
  await ops.line(job.actor, null, failed ? 'warning' : 'success', line, job.jobId, jobFinishedEventId(job.jobId));
  await models.jobs.updateOne({ _id: job.jobId, finishedAt: null }, { $set: { finishedAt: new Date() } });
}
