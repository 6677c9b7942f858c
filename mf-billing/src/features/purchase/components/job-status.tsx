// Where the last purchase stands: checking, refused (with the reason), running or done, with counts.
import type { PurchaseJobView } from '@dop/contracts/billing';
import { Spinner } from '@dop/ui';

export function JobStatus({ job }: { job: PurchaseJobView }) {
  const { scheduled, bought, failed, skipped } = job.counts;
  const counts = `${bought} bought, ${failed} failed, ${skipped} not bought, ${scheduled} waiting`;
  return (
    <div role="status" aria-label="Purchase status" data-status={job.status} className="flex items-center gap-2 text-sm">
      {(job.status === 'checking' || job.status === 'running') && <Spinner className="py-0" label="" />}
      {job.status === 'checking' && <span>Checking prices, availability and balance of {job.total} domain(s)…</span>}
      {job.status === 'running' && <span>Purchase running: {counts}</span>}
      {job.status === 'done' && <span>Purchase finished: {counts}</span>}
      {job.status === 'refused' && <span className="text-red-600">Purchase refused: {job.message}</span>}
    </div>
  );
}
