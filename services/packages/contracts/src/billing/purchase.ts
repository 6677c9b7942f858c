// POST /api/billing/purchase (spec 2 §7 "Billing", §5 "Billing purchase") and the job it starts.
import { z } from 'zod';
import { DomainName, IsoDateTime } from '../common/http';
import { Registrar } from '../registrars/fields';

/** Spec 2 §5 / §9: delay inputs 1 to 120 minutes. */
export const MIN_DELAY_MINUTES = 1;
export const MAX_DELAY_MINUTES = 120;
/** Domains one purchase may carry (the registrars' price check takes at most 100 at once). */
export const MAX_PURCHASE_DOMAINS = 100;

const Minutes = z.number().int().min(MIN_DELAY_MINUTES).max(MAX_DELAY_MINUTES);

export const TimeSettings = z
  .object({ minDelay: Minutes, maxDelay: Minutes })
  .refine((t) => t.minDelay <= t.maxDelay, { path: ['maxDelay'], message: 'must not be less than minDelay' });
export type TimeSettings = z.infer<typeof TimeSettings>;

export const PurchaseBody = z
  .object({
    domains: z.array(DomainName).min(1, 'Please enter at least one domain').max(MAX_PURCHASE_DOMAINS),
    registrar: Registrar,
    accountId: z.number().int().min(1).max(2_147_483_647),
    quickPurchase: z.boolean().default(false),
    /** Ignored with quickPurchase; required otherwise (defaults to 1–120 would hide a mistake). */
    timeSettings: TimeSettings.optional(),
    /** Optional per-job cap: a domain priced above it (in the account's currency) is not bought. */
    maxPrice: z.number().positive().max(1_000_000).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.quickPurchase && !b.timeSettings)
      ctx.addIssue({ code: 'custom', path: ['timeSettings'], message: 'is required without quickPurchase' });
  });
export type PurchaseBody = z.input<typeof PurchaseBody>;

/** checking: prices, availability and balance are being read; refused: the balance (or the check) failed. */
export const JOB_STATUSES = ['checking', 'refused', 'running', 'done'] as const;
export const PurchaseJobStatus = z.enum(JOB_STATUSES);
export type PurchaseJobStatus = z.infer<typeof PurchaseJobStatus>;

export const PurchaseJobView = z.object({
  jobId: z.string(),
  status: PurchaseJobStatus,
  /** Why the job was refused, or how it ended. */
  message: z.string().nullable(),
  registrar: Registrar,
  accountId: z.number().int(),
  quickPurchase: z.boolean(),
  total: z.number().int(),
  counts: z.object({
    scheduled: z.number().int(),
    bought: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
  }),
  createdAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
});
export type PurchaseJobView = z.infer<typeof PurchaseJobView>;

/** 202: the job exists; its checks run in the background (a slow registrar would outlast the request). */
export const PurchaseAccepted = z.object({
  success: z.literal(true),
  jobId: z.string(),
  status: PurchaseJobStatus,
  total: z.number().int(),
});
export type PurchaseAccepted = z.infer<typeof PurchaseAccepted>;

export const JobParams = z.object({ jobId: z.string().min(1).max(64) });
