// Where the last purchase stands: checking, refused (with the reason), running or done, with counts.
import type { PurchaseJobView } from '@dop/contracts/billing';
import { Spinner, STALLED_TEXT, useStalled } from '@dop/ui';

export function JobStatus({ job }: { job: PurchaseJobView }) {
  const { scheduled, bought, failed, skipped } = job.counts;
  const counts = `${bought} bought, ${failed} failed, ${skipped} not bought, ${scheduled} waiting`;
  // Issue 31: a check or purchase that has not moved for 2 minutes says so instead of spinning forever.
  const stalled = useStalled(job.status === 'checking' || job.status === 'running', `${job.status} ${counts}`);
  return (
    <div role="status" aria-label="Purchase status" data-status={job.status} className="flex items-center gap-2 text-sm">
      {(job.status === 'checking' || job.status === 'running') && !stalled && <Spinner className="py-0" label="" />}
      {job.status === 'checking' && <span>Checking prices, availability and balance of {job.total} domain(s)…</span>}
      {job.status === 'running' && <span>Purchase running: {counts}</span>}
      {job.status === 'done' && <span>Purchase finished: {counts}</span>}
      {stalled && <span className="text-warning">{STALLED_TEXT}</span>}
      {job.status === 'refused' && <span className="text-destructive">Purchase refused: {job.message}</span>}
    </div>
  );
}
