// ssh.install.completed / ssh.install.failed for subscribers, staged in the write that records a
// server's end (job-store.ts updateServer): the host, port and outcome, never the password.
import { stageEvent, type PendingEvent } from '@dop/service-kit';
import type { JobDoc, JobServerDoc } from '../models/job';

export function installEvents(
  job: Pick<JobDoc, '_id' | 'servers' | 'userId' | 'userName'>,
  index: number,
  port: number,
  fields: Partial<JobServerDoc>,
): PendingEvent[] {
  const install = {
    jobId: job._id,
    host: job.servers[index].host,
    port,
    actor: { userId: job.userId, userName: job.userName ?? undefined },
  };
  if (fields.status === 'completed') return [stageEvent('ssh.install.completed', { ...install, exitCode: fields.exitCode ?? 0 })];
  if (fields.status === 'failed')
    return [
      stageEvent('ssh.install.failed', { ...install, exitCode: fields.exitCode ?? null, reason: fields.error ?? 'Installation failed' }),
    ];
  return [];
}
