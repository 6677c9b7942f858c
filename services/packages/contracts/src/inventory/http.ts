// HTTP DTOs of inventory (issue 29), served by the domains service under /api/inventory: import an
// account's domains as a durable job, follow the job, check domains on demand, read their health.
import { z } from 'zod';

/** POST /api/inventory/import/:registrar/:accountId */
export const InventoryImportParams = z.object({
  registrar: z.string().max(64),
  accountId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const InventoryImportBody = z
  .strictObject({
    /** Team tag of the domains the import creates; domains already in the panel keep theirs. */
    teamTag: z.string().trim().min(1).max(100).default('2333'),
  })
  .default({ teamTag: '2333' });
export type InventoryImportBody = z.input<typeof InventoryImportBody>;

export const INVENTORY_JOB_KINDS = ['import', 'sync', 'check'] as const;
export const INVENTORY_JOB_STATUSES = ['running', 'done', 'failed'] as const;

/** An import, sync or check job and how far it is. */
export const InventoryJobDto = z.object({
  id: z.string(),
  kind: z.enum(INVENTORY_JOB_KINDS),
  registrar: z.string().nullable(),
  accountId: z.number().int().nullable(),
  status: z.enum(INVENTORY_JOB_STATUSES),
  /** Registrar pages read so far (import and sync). */
  pages: z.number().int(),
  /** Domains the registrar listed (import, sync) or domains checked (check). */
  seen: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Domains a sync saw at the registrar that the panel does not hold (left alone). */
  skipped: z.number().int(),
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  finished: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type InventoryJobDto = z.infer<typeof InventoryJobDto>;

export const InventoryJobParams = z.object({ jobId: z.string().min(1).max(64) });
