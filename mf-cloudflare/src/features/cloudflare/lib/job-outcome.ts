// Issue 31: an add or move job's outcome, read from the results the CloudFlare service writes per
// domain (operationType cloudflare): a domain is finished when its row is newer than the job's start
// and its CloudFlare status is no longer Pending; Success and any 'Moved' count as done.
import type { OperationResult } from '@dop/contracts/ops';
import { statusTone } from '@dop/ui';

export interface WatchedJob {
  jobId: string;
  kind: 'add' | 'move';
  domains: string[];
  /** ms since epoch; rows older than this (less a little clock skew) are from earlier work. */
  startedAt: number;
}

const SKEW_MS = 5_000;

export interface JobTally {
  done: number;
  failed: number;
  total: number;
  finished: boolean;
}

export function tallyJob(job: WatchedJob, rows: OperationResult[]): JobTally {
  const byDomain = new Map(rows.map((r) => [r.domain.toLowerCase(), r]));
  let done = 0;
  let failed = 0;
  for (const name of job.domains) {
    const row = byDomain.get(name.toLowerCase());
    if (!row || Date.parse(row.timestamp) < job.startedAt - SKEW_MS) continue;
    const status = row.cloudflare?.trim() ?? '';
    if (status === '' || status === 'Pending') continue;
    if (statusTone(status) === 'success') done++;
    else failed++;
  }
  const total = job.domains.length;
  return { done, failed, total, finished: done + failed >= total };
}
