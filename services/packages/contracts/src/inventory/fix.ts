// POST /api/inventory/fix/:domainId (issue 29): a safe, known fix for one drifted check, made as a change
// set (issue 30: logged with old and new values, revertable) and followed by a check of the domain.
import { z } from 'zod';

export const InventoryFixParams = z.object({ domainId: z.string().regex(/^[0-9a-f]{24}$/, 'must be a domain id') });

export const InventoryFixBody = z.strictObject({
  /** nameservers: point the registrar at the zone's name servers; records: make the DNS host and the panel agree. */
  check: z.enum(['nameservers', 'records']),
  /** For records: re-apply the panel's A records at the host (panel), or take the host's into the panel (provider). */
  use: z.enum(['panel', 'provider']).default('panel'),
});
export type InventoryFixBody = z.infer<typeof InventoryFixBody>;

export const InventoryFixReply = z.object({
  /** The change set that made the fix at the provider; null when only the panel changed (use: provider). */
  changeId: z.string().nullable(),
  success: z.boolean(),
  message: z.string(),
  /** The check of the domain that follows the fix (GET /api/inventory/jobs/:jobId). */
  checkJobId: z.string(),
});
export type InventoryFixReply = z.infer<typeof InventoryFixReply>;
