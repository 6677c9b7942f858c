// Issue 31: what a purchase will cost, for its confirmation: the chosen account's quoted price of each
// domain summed; domains it gave no price for are counted apart, so the dialog never claims a total it
// does not know.
import type { PriceRow, PurchaseBody } from '@dop/contracts/billing';

export interface PurchaseSummary {
  count: number;
  /** Sum of the known prices; null when none is known. */
  total: number | null;
  currency: string;
  /** Domains without a price from this account (not quoted, unavailable or failed). */
  unpriced: number;
}

export function purchaseSummary(quotes: PriceRow[] | null, body: PurchaseBody): PurchaseSummary {
  let total = 0;
  let priced = 0;
  const currencies = new Set<string>();
  for (const domain of body.domains) {
    const q = quotes?.find((r) => r.domain === domain && r.registrar === body.registrar && r.accountId === body.accountId);
    if (!q || q.price === null) continue;
    total += q.price;
    priced += 1;
    currencies.add(q.currency ?? 'USD');
  }
  return {
    count: body.domains.length,
    total: priced ? Math.round(total * 100) / 100 : null,
    currency: currencies.size === 1 ? [...currencies][0] : 'USD',
    unpriced: body.domains.length - priced,
  };
}

export function totalText(s: PurchaseSummary): string {
  if (s.total === null) return 'Total price unknown (no price was quoted)';
  const money = s.currency === 'USD' ? `$${s.total.toFixed(2)}` : `${s.total.toFixed(2)} ${s.currency}`;
  return s.unpriced ? `Total: ${money} for ${s.count - s.unpriced} priced domain(s); ${s.unpriced} without a price` : `Total: ${money}`;
}
