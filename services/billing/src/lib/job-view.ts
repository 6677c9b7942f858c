// A purchase job as GET /api/billing/purchase/:jobId shows it: status, refusal message and counts.
import type { PurchaseJobView } from '@dop/contracts/billing';
import type { Models } from '../models';
import type { JobDoc } from '../models/job';

export async function jobView(models: Models, job: JobDoc): Promise<PurchaseJobView> {
  const count = (filter: Record<string, unknown>) => models.items.countDocuments({ jobId: job._id, ...filter });
  const [scheduled, bought, failed, skipped] = await Promise.all([
    count({ state: { $in: ['scheduled', 'buying'] } }),
    count({ state: 'done', success: true }),
    count({ state: 'done', success: false }),
    count({ state: 'skipped' }),
  ]);
  return {
    jobId: job._id,
    status: job.status,
    message: job.message,
    registrar: job.registrar,
    accountId: job.accountId,
    quickPurchase: job.quickPurchase,
    total: job.total,
    counts: { scheduled, bought, failed, skipped },
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
