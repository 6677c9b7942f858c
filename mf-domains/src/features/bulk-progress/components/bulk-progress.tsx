// Progress of running bulk jobs (add, and issue 31's delete and tag update): done, failed and pending
// per job, polled every 2 s while any is open; when one ends, a notification reports its outcome.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BulkJobsResponse } from '@dop/contracts/domains';
import { apiGet, POLL_MS } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle } from '@dop/ui';
import { domainsKeys } from '../../domains/api/domains-api';
import { useJobStore } from '../../add-domains/stores/job-store';
import { useOutcomeNotice } from '../hooks/use-outcome-notice';
import { KIND_TITLE } from '../lib/kind-title';
import { JobProgressRow } from './job-progress-row';

export function BulkProgress({ showAll }: { showAll: boolean }) {
  const started = useJobStore((s) => s.jobId);
  const jobs = useQuery({
    queryKey: [...domainsKeys.jobs(showAll), started],
    queryFn: ({ signal }) => apiGet<BulkJobsResponse>(`/api/domains/bulk/jobs?showAll=${showAll}`, { signal }),
    refetchInterval: (q) => (q.state.data?.jobs.some((j) => !j.finished) ? POLL_MS.results : false),
  });
  useOutcomeNotice(jobs.data?.jobs, started);
  // Finished domains carry their new IP: the list reloads as the job moves on.
  const qc = useQueryClient();
  const progressed = (jobs.data?.jobs ?? []).reduce((n, j) => n + j.done + j.failed, 0);
  useEffect(() => {
    if (progressed > 0) void qc.invalidateQueries({ queryKey: ['domains', 'list'] });
  }, [progressed, qc]);
  const running = (jobs.data?.jobs ?? []).filter((j) => !j.finished || j.id === started);
  if (running.length === 0) return null;
  const kinds = [...new Set(running.map((j) => KIND_TITLE[j.kind]))];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{kinds.length === 1 ? `${kinds[0]} progress` : 'Bulk progress'}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {running.map((j) => (
          <JobProgressRow key={j.id} job={j} named={kinds.length > 1} />
        ))}
      </CardContent>
    </Card>
  );
}
