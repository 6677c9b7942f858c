// A job whose runner died (process killed, machine lost) stays "running" with a lease nobody renews.
// Once the lease lapses it is taken over here: its unfinished servers are failed with the reason
// (an install cut off halfway is not safe to run again blindly) and the job is closed. Its stored
// lines are kept and new ones continue the numbering.
import type { JobDeps } from './job-deps';
import { openWriter } from './job-deps';
import { installEvents } from './install-events';
import { finishJob } from './job-finish';
import { takeOverLapsed, updateServer } from './job-store';

export const INTERRUPTED = 'Interrupted: the ssh service restarted during the installation; check the server before running it again';
export const NOT_STARTED = 'Not started: the ssh service restarted before this server was reached';

/** Closes one lapsed job; false when it is not lapsed (alive elsewhere, or already closed). */
export async function interruptJob(deps: JobDeps, jobId: string): Promise<boolean> {
  const job = await takeOverLapsed(deps.models.jobs, jobId, deps.leaseMs);
  if (!job) return false;
  const writer = await openWriter(deps, jobId);
  for (const [i, server] of job.servers.entries()) {
    if (server.status !== 'pending' && server.status !== 'running') continue;
    const error = server.status === 'running' ? INTERRUPTED : NOT_STARTED;
    const fields = { status: 'failed' as const, error };
    await updateServer(deps.models.jobs, jobId, i, fields, installEvents(job, i, deps.sshPort ?? 22, fields));
    writer.write({ host: server.host, stream: 'system', level: 'error', message: `Installation failed on ${server.host}: ${error}` });
  }
  deps.nudgeEvents?.();
  await finishJob(deps, jobId, writer);
  deps.log.warn({ jobId }, 'ssh job taken over after its runner stopped; unfinished servers failed');
  return true;
}

/** Every running job with a lapsed lease; run at start and then every lease period. */
export async function interruptLapsedJobs(deps: JobDeps): Promise<number> {
  const now = new Date();
  const lapsed = await deps.models.jobs
    .find({ status: 'running', $or: [{ leaseUntil: { $lt: now } }, { leaseUntil: null }] }, { _id: 1 })
    .lean();
  let count = 0;
  for (const { _id } of lapsed) if (await interruptJob(deps, _id)) count++;
  return count;
}
