// The decision before buying: unavailable, unpriced, failed and over-cap domains are left out; the
// rest must fit the balance.
import type { PriceQuote } from '@dop/contracts/registrars';
import { planPurchase } from '../../src/lib/purchase-plan';

const quote = (domain: string, over: Partial<PriceQuote> = {}): PriceQuote => ({
  registrar: 'namesilo',
  accountId: 1,
  domain,
  available: true,
  price: 10,
  currency: 'USD',
  status: '10.00 USD',
  error: null,
  ...over,
});
const opts = { maxPrice: null, balance: 100, currency: 'USD', label: 'namesilo #1' };

test('available domains within the balance are bought; the total is their sum', () => {
  const plan = planPurchase(['a.com', 'b.com'], [quote('a.com'), quote('b.com', { price: 12.5 })], opts);
  expect(plan.domains.map((d) => [d.domain, d.buy, d.status])).toEqual([
    ['a.com', true, 'Pending'],
    ['b.com', true, 'Pending'],
  ]);
  expect(plan).toMatchObject({ total: 22.5, refusal: null });
});

test('unavailable, unpriced, unchecked and over-cap domains are not bought and say why', () => {
  const plan = planPurchase(
    ['gone.com', 'nopri.ce', 'err.com', 'dear.io', 'missing.com'],
    [
      quote('gone.com', { available: false, price: null }),
      quote('nopri.ce', { price: null }),
      quote('err.com', { available: null, price: null, status: 'Error', error: 'timeout' }),
      quote('dear.io', { price: 40 }),
    ],
    { ...opts, maxPrice: 30 },
  );
  expect(plan.domains.map((d) => [d.domain, d.buy, d.status])).toEqual([
    ['gone.com', false, 'Unavailable'],
    ['nopri.ce', false, 'Price unknown'],
    ['err.com', false, 'Error'],
    ['dear.io', false, 'Over price cap'],
    ['missing.com', false, 'Error'],
  ]);
  expect(plan.domains[3].message).toBe('dear.io costs $40.00, above the cap of $30.00; not bought');
  expect(plan.domains[2].message).toBe('err.com: price check failed: timeout');
  expect(plan).toMatchObject({ total: 0, refusal: null });
});

test('a total above the balance refuses the whole job; skipped domains do not count', () => {
  const plan = planPurchase(['a.com', 'b.com', 'c.io'], [quote('a.com'), quote('b.com'), quote('c.io', { price: 500 })], {
    ...opts,
    balance: 15,
    maxPrice: 100,
  });
  expect(plan.total).toBe(20);
  expect(plan.refusal).toBe('Insufficient balance at namesilo #1: $15.00 does not cover $20.00 for 2 domain(s); nothing was bought');
});
