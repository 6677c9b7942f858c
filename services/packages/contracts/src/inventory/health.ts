// Checks and health of a domain (issue 29): each check compares what the panel believes with what the
// registrar (last sync) and the DNS host (read at check time) hold; badges summarise them for the list.
import { z } from 'zod';

export const CHECK_KINDS = ['nameservers', 'records', 'zone'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
export const CHECK_STATES = ['ok', 'drift', 'missing', 'unknown'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

export const HEALTH_BADGES = ['expiring', 'expired', 'auto-renew-off', 'ns-drift', 'record-drift', 'zone-missing'] as const;
export type HealthBadge = (typeof HEALTH_BADGES)[number];

export const CheckResult = z.object({
  kind: z.enum(CHECK_KINDS),
  state: z.enum(CHECK_STATES),
  /** Why the state is what it is (always set for drift, missing and unknown). */
  reason: z.string().nullable(),
  /** What the panel expects (name servers, or A records as 'name content'). */
  expected: z.array(z.string()),
  /** What the registrar or the DNS host holds; null when it could not be read. */
  actual: z.array(z.string()).nullable(),
  checkedAt: z.string(),
});
export type CheckResult = z.infer<typeof CheckResult>;

export const HealthItem = z.object({
  domainId: z.string(),
  name: z.string(),
  registrar: z.string().nullable(),
  accountId: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  autoRenew: z.boolean().nullable(),
  locked: z.boolean().nullable(),
  nameservers: z.array(z.string()),
  lastSyncedAt: z.string().nullable(),
  badges: z.array(z.enum(HEALTH_BADGES)),
  checks: z.array(CheckResult),
  checkedAt: z.string().nullable(),
});
export type HealthItem = z.infer<typeof HealthItem>;

/** GET /api/inventory/health */
export const HealthQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  badge: z.enum(HEALTH_BADGES).optional(),
  state: z.enum(CHECK_STATES).optional(),
  /** One domain's health (the Domains tab's health panel). */
  domainId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'must be a domain id')
    .optional(),
});
export const HealthResponse = z.object({
  items: z.array(HealthItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** POST /api/inventory/check: domain ids (the panel's); answers the check job. */
export const InventoryCheckBody = z.strictObject({
  ids: z
    .array(z.string().regex(/^[0-9a-f]{24}$/, 'must be a domain id'))
    .min(1)
    .max(10_000),
});
export type InventoryCheckBody = z.infer<typeof InventoryCheckBody>;
