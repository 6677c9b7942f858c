// The end of a job, however it ended (all servers done, service stopping, or taken over after a
// crash): close it, write the summary line, wait until every line is stored and announced, then tell
// the sockets it completed and log it for the operations panel.
import type { JobDoc } from '../models/job';
import type { JobDeps } from './job-deps';
import { closeJob } from './job-store';
import { jobSummary, jobView } from './job-view';
import type { JobLogWriter } from './log-writer';

export async function finishJob(deps: JobDeps, jobId: string, writer: JobLogWriter): Promise<JobDoc | null> {
  const job = await closeJob(deps.models.jobs, jobId);
  if (!job) {
    await writer.drain();
    return null;
  }
  const ok = job.status === 'completed';
  const summary = jobSummary(job);
  writer.write({ host: null, stream: 'system', level: ok ? 'success' : 'error', message: `Installation finished: ${summary}` });
  await writer.drain();
  const view = jobView(job);
  deps.live.completed({ type: 'job_completed', jobId, status: job.status, servers: view.servers, message: summary }, job.userId);
  deps.live.jobsChanged(jobId);
  const actor = { userId: job.userId, userName: job.userName ?? undefined };
  await deps.ops.line(actor, jobId, null, ok ? 'success' : 'error', `SSH install finished: ${summary}`);
  return job;
}
