// Issue 29: an import job's progress and outcome as the import dialog says them.
import type { InventoryJobDto } from '@dop/contracts/inventory';

export function importProgressText(job: InventoryJobDto): string {
  const counts = `pages ${job.pages}, seen ${job.seen}, created ${job.created}, updated ${job.updated}`;
  if (!job.finished) return `Importing… ${counts}`;
  if (job.status === 'failed') return `Import failed: ${job.error ?? 'unknown error'} (${counts})`;
  return `Import finished: ${counts}, unchanged ${job.unchanged}`;
}
