// The decision a purchase job makes before buying anything (issue 9): a domain that is unavailable,
// priced above the job's cap, of unknown price or not checkable is not bought; the rest must be covered
// by the account's balance, or the whole job is refused. No I/O here.
import { BILLING_STATUS } from '@dop/contracts/billing';
import type { PriceQuote } from '@dop/contracts/registrars';

export interface PlannedDomain {
  domain: string;
  buy: boolean;
  status: string;
  price: number | null;
  message: string;
}

export interface PurchasePlan {
  domains: PlannedDomain[];
  total: number;
  /** Set when the balance does not cover the total: the job is refused and nothing is bought. */
  refusal: string | null;
}

const money = (n: number, currency: string) => `$${n.toFixed(2)}${currency === 'USD' ? '' : ` ${currency}`}`;

function planOne(domain: string, quote: PriceQuote | undefined, maxPrice: number | null, currency: string): PlannedDomain {
  if (!quote) return { domain, buy: false, status: 'Error', price: null, message: `${domain}: the registrar gave no price` };
  if (quote.error || quote.available === null)
    return {
      domain,
      buy: false,
      status: quote.status,
      price: null,
      message: `${domain}: price check failed: ${quote.error ?? quote.status}`,
    };
  if (!quote.available)
    return { domain, buy: false, status: BILLING_STATUS.unavailable, price: null, message: `${domain} is not available; not bought` };
  if (quote.price === null)
    return {
      domain,
      buy: false,
      status: BILLING_STATUS.priceUnknown,
      price: null,
      message: `${domain}: the registrar gave no price; not bought`,
    };
  if (maxPrice !== null && quote.price > maxPrice) {
    const message = `${domain} costs ${money(quote.price, currency)}, above the cap of ${money(maxPrice, currency)}; not bought`;
    return { domain, buy: false, status: BILLING_STATUS.overCap, price: quote.price, message };
  }
  return {
    domain,
    buy: true,
    status: BILLING_STATUS.scheduled,
    price: quote.price,
    message: `${domain} available at ${money(quote.price, currency)}`,
  };
}

export function planPurchase(
  domains: string[],
  quotes: PriceQuote[],
  opts: { maxPrice: number | null; balance: number; currency: string; label: string },
): PurchasePlan {
  const planned = domains.map((d) =>
    planOne(
      d,
      quotes.find((q) => q.domain === d),
      opts.maxPrice,
      opts.currency,
    ),
  );
  const total = Math.round(planned.filter((p) => p.buy).reduce((sum, p) => sum + (p.price ?? 0), 0) * 100) / 100;
  const buying = planned.filter((p) => p.buy).length;
  const refusal =
    total > opts.balance
      ? `Insufficient balance at ${opts.label}: ${money(opts.balance, opts.currency)} does not cover ${money(total, opts.currency)} for ${buying} domain(s); nothing was bought`
      : null;
  return { domains: planned, total, refusal };
}
