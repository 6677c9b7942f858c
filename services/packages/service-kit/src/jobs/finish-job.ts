// The end of a job whose items several instances work on: the one instance that finished its last
// item writes the closing line to the ops log, with the counts.
import type { Actor } from '@dop/contracts/common';
import type { OperationOps } from '../events/operation-ops';
import { closeJobIfDone } from './leased-items';

export async function finishJobIfDone(
  models: Parameters<typeof closeJobIfDone>[0],
  ops: OperationOps,
  job: { jobId: string; actor: Actor },
  /** The job in the line, e.g. 'Bulk add' → "Bulk add finished: 9 done, 1 failed". */
  what: string,
): Promise<void> {
  const counts = await closeJobIfDone(models, job.jobId);
  if (!counts) return;
  const { total, failed } = counts;
  await ops.line(job.actor, null, failed ? 'warning' : 'success', `${what} finished: ${total - failed} done, ${failed} failed`, job.jobId);
}
