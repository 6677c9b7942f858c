// POST /api/billing/purchase against the real registrars service and the NameSilo simulator: the
// delayed schedule, availability and price cap, the balance check, and billing logs on NATS.
import type { BillingResult, BillingResultsResponse } from '@dop/contracts/billing';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { streamMessages, waitFor } from '@dop/service-testing';
import { connect } from 'nats';
import { billingApi } from '../helpers/api';
import { ALICE, domainNames, registrationCounts, startHarness, type Harness } from '../helpers/harness';
import { captureOpsLines, type OpsCapture } from '../helpers/ops-capture';

let h: Harness;
let api: ReturnType<typeof billingApi>;
let silo: number;
let ops: OpsCapture;
beforeAll(async () => {
  h = await startHarness();
  api = billingApi(h);
  silo = await h.account('namesilo');
  h.sims.namesilo.state.balance = 1000;
  ops = await captureOpsLines(h.nats.url);
});
afterAll(async () => {
  await ops.close();
  await h.stop();
});

const resultsOf = async (jobId: string): Promise<BillingResult[]> =>
  (await api.results('limit=50')).json<BillingResultsResponse>().data.filter((r) => r.jobId === jobId);

test('five domains with delays of 1–2 minutes are each bought once and end as five results', async () => {
  const names = domainNames('five', 5);
  const balanceBefore = h.sims.namesilo.state.balance;
  const res = await api.purchase({
    domains: names,
    registrar: 'namesilo',
    accountId: silo,
    quickPurchase: false,
    timeSettings: { minDelay: 1, maxDelay: 2 },
  });
  expect(res.statusCode).toBe(202);
  const { jobId, status, total } = res.json();
  expect({ status, total }).toEqual({ status: 'checking', total: 5 });

  // Once checked, every domain waits with a due time 1–2 "minutes" (1 unit = 1000 ms here) after the check.
  const running = await api.waitJob(jobId, ['running']);
  const scheduled = await resultsOf(jobId);
  const created = Date.parse(running.createdAt);
  const checkedBy = Date.now();
  expect(scheduled).toHaveLength(5);
  for (const r of scheduled) {
    expect(r.namesilo).toBe('Pending');
    const due = Date.parse(r.dueAt as string);
    expect(due).toBeGreaterThanOrEqual(created + 1000);
    expect(due).toBeLessThanOrEqual(checkedBy + 2000);
  }

  const done = await api.waitJob(jobId, ['done']);
  expect(done.counts).toEqual({ scheduled: 0, bought: 5, failed: 0, skipped: 0 });
  const results = await resultsOf(jobId);
  expect(results.map((r) => [r.domain, r.namesilo, r.dueAt]).sort()).toEqual(names.map((n) => [n, 'Success', null]));
  expect(results.every((r) => r.price === 9.58)).toBe(true);
  const counts = registrationCounts(h);
  expect(names.map((n) => counts.get(n))).toEqual([1, 1, 1, 1, 1]);
  expect(h.sims.namesilo.state.balance).toBeCloseTo(balanceBefore - 5 * 9.58, 2);
  const jobLines = ops.lines.filter((l) => l.jobId === jobId && l.operationType === 'billing').map((l) => l.message);
  expect(jobLines).toEqual(expect.arrayContaining([expect.stringMatching(/^Purchase finished: 5 bought, 0 failed, 0 not bought$/)]));

  // Subscribers hear of each purchase once, with the price charged (issue 32).
  const nc = await connect({ servers: h.nats.url });
  const purchased: Array<{ domain: string; price: number }> = await waitFor(async () => {
    const events = await streamMessages<{ domain: string; price: number }>(nc, EVENTS_STREAM.name, 'billing.domain.purchased');
    const mine = events.filter((e) => names.includes(e.domain));
    return mine.length >= 5 && mine;
  });
  await nc.close();
  expect(purchased.map((e: { domain: string; price: number }) => [e.domain, e.price]).sort()).toEqual(names.map((n) => [n, 9.58]));
}, 90_000);

test('an unavailable domain and one above the price cap are not bought, and say so', async () => {
  h.sims.namesilo.state.taken.add('taken-1.com');
  const res = await api.purchase({
    domains: ['taken-1.com', 'pricey-1.io', 'fine-1.com'],
    registrar: 'namesilo',
    accountId: silo,
    quickPurchase: true,
    maxPrice: 20,
  });
  expect(res.statusCode).toBe(202);
  const { jobId } = res.json();
  const done = await api.waitJob(jobId, ['done']);
  expect(done.counts).toEqual({ scheduled: 0, bought: 1, failed: 0, skipped: 2 });
  const byDomain = Object.fromEntries((await resultsOf(jobId)).map((r) => [r.domain, r]));
  expect(byDomain['taken-1.com'].namesilo).toBe('Unavailable');
  expect(byDomain['pricey-1.io']).toMatchObject({ namesilo: 'Over price cap', price: 32.88 });
  expect(byDomain['pricey-1.io'].message).toContain('above the cap of $20.00');
  expect(byDomain['fine-1.com'].namesilo).toBe('Success');
  const counts = registrationCounts(h);
  expect([counts.get('taken-1.com'), counts.get('pricey-1.io'), counts.get('fine-1.com')]).toEqual([undefined, undefined, 1]);
});

test('a job with nothing to buy closes itself and says so', async () => {
  h.sims.namesilo.state.taken.add('taken-2.com');
  const { jobId } = (
    await api.purchase({ domains: ['taken-2.com', 'dear-2.io'], registrar: 'namesilo', accountId: silo, quickPurchase: true, maxPrice: 10 })
  ).json();
  const done = await api.waitJob(jobId, ['done']);
  expect(done).toMatchObject({ message: 'Nothing to buy: 2 not bought', counts: { scheduled: 0, bought: 0, failed: 0, skipped: 2 } });
  expect(registrationCounts(h).has('dear-2.io')).toBe(false);
});

test('a balance that does not cover the total refuses the job and buys nothing', async () => {
  const before = h.sims.namesilo.state.balance;
  h.sims.namesilo.state.balance = 15;
  try {
    const names = domainNames('poor', 2);
    const { jobId } = (await api.purchase({ domains: names, registrar: 'namesilo', accountId: silo, quickPurchase: true })).json();
    const refused = await api.waitJob(jobId, ['refused', 'done']);
    expect(refused.status).toBe('refused');
    expect(refused.message).toBe(
      `Insufficient balance at namesilo #${silo}: $15.00 does not cover $19.16 for 2 domain(s); nothing was bought`,
    );
    expect(names.map((n) => registrationCounts(h).get(n))).toEqual([undefined, undefined]);
    expect(await resultsOf(jobId)).toEqual([]);
    const refusal = ops.lines.find((l) => l.jobId === jobId && l.level === 'error');
    expect(refusal?.message).toBe(`Purchase refused: ${refused.message}`);
  } finally {
    h.sims.namesilo.state.balance = before;
  }
});

test('an unreadable balance refuses the purchase in the answer', async () => {
  const bad = await h.account('namesilo', { name: 'wrong key', apiKey: 'not-the-simulator-key' });
  const res = await api.purchase({ domains: ['x-1.com'], registrar: 'namesilo', accountId: bad, quickPurchase: true });
  expect(res.statusCode).toBe(409);
  expect(res.json().error.code).toBe('balance_unreadable');
  expect(res.json().error.message).toMatch(/^The balance of namesilo #\d+ could not be read \(.+\); nothing was bought$/);
});

test('another user cannot read the job; For Me hides it, For All shows it', async () => {
  const { jobId } = (await api.purchase({ domains: ['mine-1.com'], registrar: 'namesilo', accountId: silo, quickPurchase: true })).json();
  await api.waitJob(jobId, ['done']);
  const bob = { userId: 'u-bob', userName: 'bob' };
  expect((await api.job(jobId, bob)).statusCode).toBe(404);
  const forMe = (await api.results('limit=50', bob)).json<BillingResultsResponse>();
  expect(forMe.data.some((r) => r.jobId === jobId)).toBe(false);
  const forAll = (await api.results('showAll=true&limit=50', bob)).json<BillingResultsResponse>();
  expect(forAll.data.find((r) => r.jobId === jobId)).toMatchObject({ domain: 'mine-1.com', userId: ALICE.userId });
});

test('results are paged 10 by default, newest first', async () => {
  const names = domainNames('paged', 4);
  const { jobId } = (await api.purchase({ domains: names, registrar: 'namesilo', accountId: silo, quickPurchase: true })).json();
  await api.waitJob(jobId, ['done']);
  const page = (await api.results('')).json<BillingResultsResponse>();
  // 15 rows of this file so far: 5 + 3 + 2 + 1 + 4.
  expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 15, hasPrev: false, hasNext: true });
  expect(page.data).toHaveLength(10);
  const second = (await api.results('page=2&limit=3')).json<BillingResultsResponse>();
  expect(second.pagination).toMatchObject({ currentPage: 2, hasPrev: true, totalPages: Math.ceil(page.pagination.total / 3) });
  // The last purchase comes first.
  expect(
    page.data
      .slice(0, 4)
      .map((r) => r.domain)
      .sort(),
  ).toEqual(names);
});
