// Spec 2 §5 "Billing purchase": at least one domain, plus registrar and account; delays 1 to 120
// minutes. Domains are split by line, trimmed, lower-cased, empty lines and repeats dropped.
import type { PurchaseBody } from '@dop/contracts/billing';
import type { Registrar } from '../../accounts/lib/registrars';

export const MIN_DELAY = 1;
export const MAX_DELAY = 120;

export const MESSAGES = {
  noDomains: 'Please enter at least one domain',
  noAccount: 'Please select a registrar and an account',
  delayRange: `Delays must be whole minutes from ${MIN_DELAY} to ${MAX_DELAY}`,
  delayOrder: 'The minimum delay must not be greater than the maximum delay',
  priceCap: 'The price cap must be a positive number',
} as const;

export interface PurchaseForm {
  domainsText: string;
  registrar: Registrar | '';
  accountId: number;
  quickPurchase: boolean;
  minDelay: string;
  maxDelay: string;
  /** Optional; empty means no cap. */
  maxPrice: string;
}

export function parseDomains(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const minutes = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : NaN);

export type Validated = { error: string; body?: undefined } | { error: null; body: PurchaseBody };

export function validatePurchase(form: PurchaseForm): Validated {
  const domains = parseDomains(form.domainsText);
  if (domains.length === 0) return { error: MESSAGES.noDomains };
  if (!form.registrar || form.accountId < 1) return { error: MESSAGES.noAccount };
  const minDelay = minutes(form.minDelay);
  const maxDelay = minutes(form.maxDelay);
  if (!form.quickPurchase) {
    if (![minDelay, maxDelay].every((m) => m >= MIN_DELAY && m <= MAX_DELAY)) return { error: MESSAGES.delayRange };
    if (minDelay > maxDelay) return { error: MESSAGES.delayOrder };
  }
  const cap = form.maxPrice.trim() === '' ? null : Number(form.maxPrice);
  if (cap !== null && !(cap > 0)) return { error: MESSAGES.priceCap };
  const body: PurchaseBody = {
    domains,
    registrar: form.registrar,
    accountId: form.accountId,
    quickPurchase: form.quickPurchase,
    ...(form.quickPurchase ? {} : { timeSettings: { minDelay, maxDelay } }),
    ...(cap === null ? {} : { maxPrice: cap }),
  };
  return { error: null, body };
}
