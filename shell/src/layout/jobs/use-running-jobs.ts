// Jobs of every tab for the header (issue 31), through the gateway's existing routes: polled every
// 3 s while any runs, every 30 s otherwise; any mutation that succeeds in any tab (the remotes share
// the shell's query client) asks again at once, so a job started anywhere shows without waiting.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BulkJobsResponse } from '@dop/contracts/domains';
import type { ActiveJobsResponse } from '@dop/contracts/ssh';
import { apiGet } from '@dop/mf-kit';
import { fromBulkJob, fromSshJob, type JobSummary } from './job-summary';

export const JOBS_RUNNING_POLL_MS = 3_000;
export const JOBS_IDLE_POLL_MS = 30_000;
export const headerJobsKeys = {
  all: ['shell', 'jobs'] as const,
  source: (s: string, showAll: boolean) => ['shell', 'jobs', s, showAll] as const,
};

const interval = (jobs: JobSummary[] | undefined) => (jobs?.some((j) => !j.finished) ? JOBS_RUNNING_POLL_MS : JOBS_IDLE_POLL_MS);

export function useRunningJobs(showAll: boolean): JobSummary[] {
  const qc = useQueryClient();
  useEffect(
    () =>
      qc.getMutationCache().subscribe((e) => {
        if (e.type === 'updated' && e.action.type === 'success') void qc.invalidateQueries({ queryKey: headerJobsKeys.all });
      }),
    [qc],
  );
  const results = useQueries({
    queries: [
      {
        queryKey: headerJobsKeys.source('domains', showAll),
        queryFn: async ({ signal }: { signal: AbortSignal }) =>
          (await apiGet<BulkJobsResponse>(`/api/domains/bulk/jobs?showAll=${showAll}`, { signal })).jobs.map(fromBulkJob),
      },
      {
        queryKey: headerJobsKeys.source('ssh', showAll),
        queryFn: async ({ signal }: { signal: AbortSignal }) =>
          (await apiGet<ActiveJobsResponse>(`/api/ssh/active-jobs?showAll=${showAll}`, { signal })).jobs.map(fromSshJob),
      },
    ].map((q) => ({ ...q, retry: false, refetchInterval: (query: { state: { data?: JobSummary[] } }) => interval(query.state.data) })),
  });
  // A tab the user may not read, or a service that is down, just adds no jobs.
  return results.flatMap((r) => r.data ?? []);
}
