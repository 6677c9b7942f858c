// Closing a purchase job once none of its domains is left to check or buy. Whoever gets there first
// (the check, when nothing is to be bought, or the last purchase, which can beat the check's own
// bookkeeping on a quick purchase) closes it; the conditional update lets exactly one write the last line.
import type { Actor } from '@dop/contracts/common';
import type { BillingOpsLog } from '../events/ops-log';
import type { Models } from '../models';

export async function closeJobIfFinished(models: Models, ops: BillingOpsLog, jobId: string, actor: Actor): Promise<boolean> {
  const open = await models.items.countDocuments({ jobId, state: { $in: ['checking', 'scheduled', 'buying'] } });
  if (open > 0) return false;
  const [bought, failed, skipped] = await Promise.all([
    models.items.countDocuments({ jobId, state: 'done', success: true }),
    models.items.countDocuments({ jobId, state: 'done', success: false }),
    models.items.countDocuments({ jobId, state: 'skipped' }),
  ]);
  const message =
    bought + failed === 0
      ? `Nothing to buy: ${skipped} not bought`
      : `Purchase finished: ${bought} bought, ${failed} failed, ${skipped} not bought`;
  const closed = await models.jobs.updateOne(
    { _id: jobId, status: { $in: ['checking', 'running'] } },
    { $set: { status: 'done', message, leaseUntil: null, finishedAt: new Date() } },
  );
  if (closed.modifiedCount !== 1) return false;
  await ops.line(actor, jobId, null, failed || bought === 0 ? 'warning' : 'success', message);
  return true;
}
