// Stored documents → what the API and the socket show (never a password).
import type { SshJob, SshLogEntry } from '@dop/contracts/ssh';
import type { JobDoc } from '../models/job';
import type { JobLogDoc } from '../models/job-log';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export function jobView(job: JobDoc): SshJob {
  return {
    id: job._id,
    status: job.status,
    servers: job.servers.map((s) => ({
      host: s.host,
      username: s.username,
      status: s.status,
      error: s.error ?? null,
      exitCode: s.exitCode ?? null,
    })),
    userId: job.userId ?? null,
    userName: job.userName ?? null,
    createdAt: iso(job.createdAt) as string,
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}

export function logView(line: JobLogDoc): SshLogEntry {
  return {
    jobId: line.jobId,
    seq: line.seq,
    host: line.host ?? null,
    stream: line.stream,
    level: line.level,
    message: line.message,
    timestamp: new Date(line.timestamp).toISOString(),
  };
}

/** "2 of 2 servers completed" / "1 of 2 servers failed: 10.0.0.2 (Authentication failed …)". */
export function jobSummary(job: Pick<JobDoc, 'servers'>): string {
  const failed = job.servers.filter((s) => s.status === 'failed');
  if (failed.length === 0) return `${job.servers.length} of ${job.servers.length} servers completed`;
  const which = failed.map((s) => `${s.host} (${s.error ?? 'failed'})`).join('; ');
  return `${failed.length} of ${job.servers.length} servers failed: ${which}`;
}
