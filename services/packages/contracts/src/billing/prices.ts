// POST /api/billing/check-prices (spec 2 §7): a row per registrar account and domain.
import { z } from 'zod';
import { DomainName } from '../common/http';
import { PriceQuote } from '../registrars/rpc';

export const CheckPricesBody = z.object({ domains: z.array(DomainName).min(1, 'Please enter at least one domain').max(100) });
export type CheckPricesBody = z.input<typeof CheckPricesBody>;

/** available null and error set: that account could not answer for that domain. */
export const PriceRow = PriceQuote;
export type PriceRow = z.infer<typeof PriceRow>;

export const CheckPricesResponse = z.object({ quotes: z.array(PriceRow) });
export type CheckPricesResponse = z.infer<typeof CheckPricesResponse>;
