// An inventory job as the API shows it (contracts/inventory InventoryJobDto).
import type { InventoryJobDto } from '@dop/contracts/inventory';
import type { InventoryJobDoc } from '../../models/inventory-job';

export function jobView(job: Omit<InventoryJobDoc, 'ids'>): InventoryJobDto {
  return {
    id: job._id,
    kind: job.kind,
    registrar: job.registrar ?? null,
    accountId: job.accountId ?? null,
    status: job.status,
    pages: job.pages ?? 0,
    seen: job.seen ?? 0,
    created: job.created ?? 0,
    updated: job.updated ?? 0,
    unchanged: job.unchanged ?? 0,
    skipped: job.skipped ?? 0,
    total: job.total ?? null,
    error: job.error ?? null,
    finished: job.status !== 'running',
    createdAt: new Date(job.createdAt).toISOString(),
    finishedAt: job.finishedAt ? new Date(job.finishedAt).toISOString() : null,
  };
}
