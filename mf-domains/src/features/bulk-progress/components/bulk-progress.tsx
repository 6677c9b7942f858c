// Progress of running bulk jobs (add, and issue 31's delete and tag update): done, failed and pending
// per job, polled every 2 s while any is open.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BulkJobsResponse } from '@dop/contracts/domains';
import { apiGet, POLL_MS } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle } from '@dop/ui';
import { domainsKeys } from '../../domains/api/domains-api';
import { useJobStore } from '../../add-domains/stores/job-store';

const KIND_TITLE = { add: 'Bulk add', delete: 'Bulk delete', tags: 'Bulk tag update' } as const;

export function BulkProgress({ showAll }: { showAll: boolean }) {
  const started = useJobStore((s) => s.jobId);
  const jobs = useQuery({
    queryKey: [...domainsKeys.jobs(showAll), started],
    queryFn: ({ signal }) => apiGet<BulkJobsResponse>(`/api/domains/bulk/jobs?showAll=${showAll}`, { signal }),
    refetchInterval: (q) => (q.state.data?.jobs.some((j) => !j.finished) ? POLL_MS.results : false),
  });
  // Finished domains carry their new IP: the list reloads as the job moves on.
  const qc = useQueryClient();
  const progressed = (jobs.data?.jobs ?? []).reduce((n, j) => n + j.done + j.failed, 0);
  useEffect(() => {
    if (progressed > 0) void qc.invalidateQueries({ queryKey: ['domains', 'list'] });
  }, [progressed, qc]);
  const running = (jobs.data?.jobs ?? []).filter((j) => !j.finished || j.id === started);
  if (running.length === 0) return null;
  const kinds = [...new Set(running.map((j) => KIND_TITLE[j.kind ?? 'add']))];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{kinds.length === 1 ? `${kinds[0]} progress` : 'Bulk progress'}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {running.map((j) => (
          <div key={j.id} data-testid="bulk-progress" data-kind={j.kind ?? 'add'} className="space-y-1">
            <div
              className="h-2 w-full overflow-hidden rounded bg-secondary"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={j.total}
              aria-valuenow={j.done + j.failed}
            >
              <div
                className="h-full bg-primary transition-all"
                style={{ width: `${j.total ? ((j.done + j.failed) / j.total) * 100 : 100}%` }}
              />
            </div>
            <p className="text-sm">
              {kinds.length > 1 ? `${KIND_TITLE[j.kind ?? 'add']}: ` : ''}
              {`Done: ${j.done} · Failed: ${j.failed} · Pending: ${j.pending} (of ${j.total})`}
              {j.finished ? ' — finished' : ''}
            </p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
