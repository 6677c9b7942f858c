// POST /api/billing/check-prices (a row per registrar account and domain) and the 400s of bad input.
import type { CheckPricesResponse } from '@dop/contracts/billing';
import { REGISTRARS_RPC } from '@dop/contracts/registrars';
import { untilNoResponders } from '@dop/service-testing';
import { billingApi } from '../helpers/api';
import { startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let api: ReturnType<typeof billingApi>;
let silo: number;
let silo2: number;
let dyna: number;
beforeAll(async () => {
  // No purchase runs here; the scheduler stays off.
  h = await startHarness({ scheduler: false });
  api = billingApi(h);
  silo = await h.account('namesilo');
  silo2 = await h.account('namesilo', { name: 'silo second' });
  dyna = await h.account('dynadot');
});
afterAll(() => h.stop());

test('a price check answers a row per registrar account and domain with availability and price', async () => {
  h.sims.namesilo.state.taken.add('gone.com');
  const res = await api.checkPrices({ domains: ['Fresh.com', 'gone.com'] });
  expect(res.statusCode).toBe(200);
  const rows = res
    .json<CheckPricesResponse>()
    .quotes.map((q) => [q.registrar, q.accountId, q.domain, q.available, q.price, q.error])
    .sort((a, b) => String(a).localeCompare(String(b)));
  expect(rows).toEqual(
    [
      ['dynadot', dyna, 'fresh.com', true, h.sims.dynadot.state.priceOf('fresh.com'), null],
      ['dynadot', dyna, 'gone.com', true, h.sims.dynadot.state.priceOf('gone.com'), null],
      ['namesilo', silo, 'fresh.com', true, 9.58, null],
      ['namesilo', silo, 'gone.com', false, null, null],
      ['namesilo', silo2, 'fresh.com', true, 9.58, null],
      ['namesilo', silo2, 'gone.com', false, null, null],
    ].sort((a, b) => String(a).localeCompare(String(b))),
  );
});

test('an account whose registrar refuses shows its error in its rows, the others still answer', async () => {
  h.sims.dynadot.controls.fail({ message: 'Simulated outage', times: 1 });
  const quotes = (await api.checkPrices({ domains: ['other.com'] })).json<CheckPricesResponse>().quotes;
  expect(quotes.find((q) => q.registrar === 'dynadot')).toMatchObject({ available: null, price: null, status: 'Failed' });
  expect(quotes.find((q) => q.registrar === 'dynadot')?.error).toContain('Simulated outage');
  expect(quotes.filter((q) => q.registrar === 'namesilo').map((q) => q.available)).toEqual([true, true]);
});

const purchase = (over: Record<string, unknown>) =>
  api.purchase({
    domains: ['a.com'],
    registrar: 'namesilo',
    accountId: silo,
    quickPurchase: false,
    timeSettings: { minDelay: 1, maxDelay: 2 },
    ...over,
  });

test.each([
  ['no domains', { domains: [] }, 'domains'],
  ['a malformed domain', { domains: ['not a domain'] }, 'domains.0'],
  ['an unknown registrar', { registrar: 'godaddy' }, 'registrar'],
  ['no account', { accountId: undefined }, 'accountId'],
  ['a delay under 1 minute', { timeSettings: { minDelay: 0, maxDelay: 2 } }, 'timeSettings.minDelay'],
  ['a delay over 120 minutes', { timeSettings: { minDelay: 1, maxDelay: 121 } }, 'timeSettings.maxDelay'],
  ['maxDelay below minDelay', { timeSettings: { minDelay: 5, maxDelay: 2 } }, 'timeSettings.maxDelay'],
  ['no delays without quick purchase', { timeSettings: undefined }, 'timeSettings'],
  ['a negative price cap', { maxPrice: -1 }, 'maxPrice'],
])('a purchase with %s is a 400 naming %s', async (_what, over, field) => {
  const res = await purchase(over);
  expect(res.statusCode).toBe(400);
  expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
});

test('an unknown account is a 400 naming accountId', async () => {
  const res = await purchase({ accountId: 999 });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({ code: 'unknown_account', details: [{ in: 'body', path: 'accountId' }] });
});

test('bad price checks and result pages are 400s naming the field', async () => {
  const empty = await api.checkPrices({ domains: [] });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().error.details[0].path).toBe('domains');
  for (const query of ['limit=51', 'limit=0', 'page=0', 'showAll=maybe']) {
    const res = await api.results(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe(query.split('=')[0]);
  }
});

// Last in this file: it stops the registrars service.
test('a registrars service that does not answer is a 503, never a 500', async () => {
  await h.registrars.kill();
  // NATS drops every subscription of the dead connection at once: one subject tells for all.
  await untilNoResponders(h.nats.url, REGISTRARS_RPC.registerDomain);
  const purchase = await api.purchase({ domains: ['a.com'], registrar: 'namesilo', accountId: silo, quickPurchase: true });
  expect(purchase.statusCode).toBe(503);
  expect(purchase.json().error).toEqual({
    code: 'service_unavailable',
    message: 'The registrars service is not available; try again shortly',
  });
  const prices = await api.checkPrices({ domains: ['a.com'] });
  expect(prices.statusCode).toBe(503);
});
