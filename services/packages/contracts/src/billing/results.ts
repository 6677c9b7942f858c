// GET /api/billing/results (spec 2 §3 "Billing result", §5 page size 1–50, default 10).
import { z } from 'zod';
import { IsoDateTime, Pagination, QueryBoolean, QueryInt } from '../common/http';
import { Registrar } from '../registrars/fields';

/** Statuses billing itself gives; a purchase that ran carries the registrar's (Success, Pending, Failed, Error). */
export const BILLING_STATUS = {
  /** Waiting for its delay (spec 2 §4.1 yellow). */
  scheduled: 'Pending',
  unavailable: 'Unavailable',
  overCap: 'Over price cap',
  priceUnknown: 'Price unknown',
} as const;

export const BillingResultsQuery = z.object({
  showAll: QueryBoolean.default(false),
  page: QueryInt(1, 100_000).default(1),
  limit: QueryInt(1, 50).default(10),
});
export type BillingResultsQuery = z.infer<typeof BillingResultsQuery>;

const status = z.string().max(200).optional();

export const BillingResult = z.object({
  id: z.string(),
  domain: z.string(),
  jobId: z.string(),
  registrar: Registrar,
  accountId: z.number().int(),
  namecheap: status,
  namesilo: status,
  dynadot: status,
  gandi: status,
  spaceship: status,
  porkbun: status,
  price: z.number().nullable(),
  message: z.string().nullable(),
  /** When the purchase is due (delayed purchases), null once done or when skipped. */
  dueAt: IsoDateTime.nullable(),
  userId: z.string().nullable(),
  timestamp: IsoDateTime,
});
export type BillingResult = z.infer<typeof BillingResult>;

/** Newest first. */
export const BillingResultsResponse = z.object({ data: z.array(BillingResult), pagination: Pagination });
export type BillingResultsResponse = z.infer<typeof BillingResultsResponse>;
