// Killing the billing service (SIGKILL) in the middle of a delayed purchase and starting it again still
// buys every domain exactly once (the simulator counts registrations): the due times live in Mongo,
// and a purchase cut off mid-call is confirmed with the registrar before anything is bought again.
import { randomUUID } from 'node:crypto';
import { startServiceProcess, waitFor, type ServiceProcess } from '@dop/service-testing';
import { billingApi } from '../helpers/api';
import { ALICE, domainNames, registrationCounts, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let proc: ServiceProcess | null = null;
let silo: number;
beforeAll(async () => {
  // The in-process app only answers HTTP; the scheduler runs in the child processes.
  h = await startHarness({ scheduler: false });
  silo = await h.account('namesilo');
});
afterAll(async () => {
  await proc?.kill();
  await h.stop();
});

const childEnv = () => ({
  mongoUri: h.billing.config.MONGODB_URI,
  natsUrl: h.nats.url,
  extra: { BILLING_DELAY_UNIT_MS: '3000', BILLING_TICK_MS: '50', BILLING_LEASE_MS: '2000' },
});

test('a restart in the middle of a 5-domain purchase buys each domain exactly once', async () => {
  const api = billingApi(h);
  const names = domainNames('restart', 5);
  proc = await startServiceProcess('billing', childEnv());
  const res = await api.purchase({
    domains: names,
    registrar: 'namesilo',
    accountId: silo,
    quickPurchase: false,
    timeSettings: { minDelay: 1, maxDelay: 2 },
  });
  const { jobId } = res.json();
  const bought = () => names.filter((n) => registrationCounts(h).has(n)).length;
  await waitFor(() => bought() >= 1, { timeoutMs: 60_000, intervalMs: 10, what: 'a first registration' });
  await proc.kill();
  const boughtAtKill = bought();
  expect(boughtAtKill).toBeLessThan(5);

  proc = await startServiceProcess('billing', childEnv());
  const done = await api.waitJob(jobId, ['done'], 90_000);
  expect(done.counts).toEqual({ scheduled: 0, bought: 5, failed: 0, skipped: 0 });
  const counts = registrationCounts(h);
  expect(names.map((n) => counts.get(n))).toEqual([1, 1, 1, 1, 1]);
}, 180_000);

test('a purchase cut off mid-call is confirmed with the registrar, not bought twice', async () => {
  const domain = 'cutoff-1.com';
  // The registrar took the order, then the holder died before recording it.
  expect(h.sims.namesilo.state.register(domain, 1).ok).toBe(true);
  const { jobs, items } = h.billing.app.billing.models;
  const jobId = randomUUID();
  const now = new Date();
  await items.create({
    _id: randomUUID(),
    jobId,
    userId: ALICE.userId,
    userName: ALICE.userName,
    domain,
    registrar: 'namesilo',
    accountId: silo,
    state: 'buying',
    price: 9.58,
    attempts: 1,
    leaseUntil: new Date(now.getTime() - 1000),
  });
  await jobs.create({
    _id: jobId,
    userId: ALICE.userId,
    registrar: 'namesilo',
    accountId: silo,
    minDelay: 1,
    maxDelay: 1,
    balance: 100,
    status: 'running',
    total: 1,
  });
  proc ??= await startServiceProcess('billing', childEnv());
  const done = await billingApi(h).waitJob(jobId, ['done'], 60_000);
  expect(done.counts.bought).toBe(1);
  const item = await items.findOne({ jobId }).lean();
  expect(item).toMatchObject({ state: 'done', status: 'Success', success: true });
  expect(item?.message).toContain('the interrupted purchase went through');
  expect(registrationCounts(h).get(domain)).toBe(1);
}, 120_000);
