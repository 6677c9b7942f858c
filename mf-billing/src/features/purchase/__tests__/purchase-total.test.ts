// Issue 31: the purchase confirmation's total, from the chosen account's quotes only.
import { purchaseSummary, totalText } from '../lib/purchase-total';

const body = { domains: ['a.com', 'b.com', 'c.com'], registrar: 'namesilo' as const, accountId: 3, quickPurchase: true };
const q = (domain: string, accountId: number, price: number | null) => ({
  registrar: 'namesilo' as const,
  accountId,
  domain,
  available: price !== null,
  price,
  currency: 'USD',
  status: 'x',
  error: null,
});

it('sums the chosen account’s prices and counts the domains it gave none for', () => {
  const s = purchaseSummary([q('a.com', 3, 9.58), q('b.com', 3, 10.1), q('c.com', 4, 1), q('c.com', 3, null)], body);
  expect(s).toEqual({ count: 3, total: 19.68, currency: 'USD', unpriced: 1 });
  expect(totalText(s)).toBe('Total: $19.68 for 2 priced domain(s); 1 without a price');
  expect(totalText(purchaseSummary([q('a.com', 3, 1), q('b.com', 3, 2), q('c.com', 3, 3)], body))).toBe('Total: $6.00');
  expect(totalText(purchaseSummary(null, body))).toBe('Total price unknown (no price was quoted)');
});
