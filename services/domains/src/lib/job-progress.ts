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
  return {
    id: job._id,
    total: job.total,
    done,
    failed,
    pending,
    finished: pending === 0,
    createdAt: new Date(job.createdAt).toISOString(),
  };
}
