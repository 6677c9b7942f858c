// The header's jobs indicator reads two job lists (issue 31): the Domains tab's bulk jobs and the SSH
// tab's installs. Both become one shape here: what it is, done / failed / total, and where its results are.
import type { BulkJobDto } from '@dop/contracts/domains';
import type { SshJob } from '@dop/contracts/ssh';

export interface JobSummary {
  id: string;
  label: string;
  done: number;
  failed: number;
  total: number;
  finished: boolean;
  /** The tab whose results panel shows this job's domains or servers. */
  path: string;
  tab: string;
  createdAt: string;
}

const BULK_LABEL: Record<BulkJobDto['kind'], string> = { add: 'Bulk add', delete: 'Bulk delete', tags: 'Bulk tag update' };

export function fromBulkJob(j: BulkJobDto): JobSummary {
  return {
    id: `domains:${j.id}`,
    label: `${BULK_LABEL[j.kind]} of ${j.total} domain${j.total === 1 ? '' : 's'}`,
    done: j.done,
    failed: j.failed,
    total: j.total,
    finished: j.finished,
    path: '/',
    tab: 'Domains A records',
    createdAt: j.createdAt,
  };
}

export function fromSshJob(j: SshJob): JobSummary {
  const count = (s: string) => j.servers.filter((x) => x.status === s).length;
  return {
    id: `ssh:${j.id}`,
    label: `SSH install on ${j.servers.length} server${j.servers.length === 1 ? '' : 's'}`,
    done: count('completed'),
    failed: count('failed'),
    total: j.servers.length,
    finished: j.status === 'completed' || j.status === 'failed',
    path: '/ssh',
    tab: 'SSH',
    createdAt: j.createdAt,
  };
}

/** Finished jobs stay listed this long, so an outcome is still there after the notification went. */
export const RECENT_FINISHED_MS = 15 * 60_000;

/** Running jobs, then jobs finished recently, newest first. */
export function shownJobs(jobs: JobSummary[], now: number): JobSummary[] {
  const recent = (j: JobSummary) => !j.finished || now - Date.parse(j.createdAt) < RECENT_FINISHED_MS;
  return jobs.filter(recent).sort((a, b) => Number(a.finished) - Number(b.finished) || b.createdAt.localeCompare(a.createdAt));
}
