// How far a bulk job is: items done, failed and still pending (running counts as pending).
import type { BulkJobDto } from '@dop/contracts/domains';
import type { Models } from '../models';
import type { JobDoc } from '../models/bulk-job';

export async function jobProgress(models: Models, job: JobDoc): Promise<BulkJobDto> {
  const [done, failed] = await Promise.all([
    models.items.countDocuments({ jobId: job._id, status: 'done' }),
    models.items.countDocuments({ jobId: job._id, status: 'failed' }),
  ]);
  const pending = Math.max(0, job.total - done - failed);
  // Bulk add's stored work has no kind; delete and tag jobs say theirs (bulk-actions.ts).
  const kind = (job.work as { kind?: BulkJobDto['kind'] } | null)?.kind ?? 'add';
  return {
    id: job._id,
    kind,
    total: job.total,
    done,
    failed,
    pending,
    finished: pending === 0,
    createdAt: new Date(job.createdAt).toISOString(),
  };
}
