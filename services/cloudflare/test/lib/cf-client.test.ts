// The API client against the Cloudflare simulator: both auth schemes, the zone flow, paging, the
// error envelope and backoff on 429.
import { startCloudflareSim, type RunningCloudflareSim } from '@dop/provider-sims';
import { CloudflareClient } from '../../src/lib/cf-client';
import { CloudflareError, type CfHttpOptions } from '../../src/lib/cf-http';

// Run from the repo root jest takes the root config's 5 s default; provider jobs on a shared box need more.
jest.setTimeout(60_000);

let sim: RunningCloudflareSim;
const retries: Array<{ status: number; waitMs: number }> = [];
const opts = (): CfHttpOptions => ({
  baseUrl: sim.url,
  timeoutMs: 5_000,
  maxRetries: 4,
  backoffMs: 10,
  maxBackoffMs: 2_000,
  onRetry: (r) => retries.push(r),
});

beforeAll(async () => {
  sim = await startCloudflareSim();
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.state.reset();
  sim.controls.reset();
  retries.length = 0;
});

test('global key + e-mail: zone with its name servers, A records, SSL, purge, delete', async () => {
  const user = sim.state.addUser({ email: 'one@example.com' });
  const cf = new CloudflareClient(opts(), { email: user.email, apiKey: user.apiKey });
  const { zone, created } = await cf.ensureZone('alpha.com');
  expect(created).toBe(true);
  expect(zone.name_servers).toEqual(user.nameServers);
  await cf.setARecords(zone, [
    { name: '@', content: '203.0.113.5' },
    { name: 'www', content: '203.0.113.5' },
  ]);
  await cf.setARecords(zone, [
    { name: '@', content: '203.0.113.6' },
    { name: 'www', content: '203.0.113.6' },
  ]);
  await cf.setSslMode(zone.id, 'full');
  await cf.purgeEverything(zone.id);
  const stored = sim.state.zones[0];
  expect(stored.records.map((r) => `${r.name}=${r.content}`).sort()).toEqual(['alpha.com=203.0.113.6', 'www.alpha.com=203.0.113.6']);
  expect(stored.records.every((r) => r.proxied)).toBe(true);
  expect(stored.ssl).toBe('full');
  expect(stored.purges).toBe(1);
  // A second create of the same zone (a retried job) reuses it.
  expect((await cf.ensureZone('alpha.com')).created).toBe(false);
  await cf.deleteZone(zone.id);
  expect(sim.state.zones).toHaveLength(0);
});

test('API token (Bearer) works too; a wrong one gives the Cloudflare message and code', async () => {
  const user = sim.state.addUser({ email: 'two@example.com' });
  const cf = new CloudflareClient(opts(), { email: user.email, apiKey: user.token });
  await cf.ensureZone('beta.com');
  expect(sim.state.zonesOf(user)).toHaveLength(1);
  const bad = new CloudflareClient(opts(), { email: null, apiKey: 'not-a-valid-token-0123456789' });
  await expect(bad.listZones()).rejects.toMatchObject({
    name: 'CloudflareError',
    status: 403,
    code: 9109,
    message: 'Invalid access token (9109)',
  });
});

test('list calls follow result_info over every page', async () => {
  const user = sim.state.addUser({ email: 'three@example.com' });
  const cf = new CloudflareClient(opts(), { email: user.email, apiKey: user.apiKey });
  for (let i = 0; i < 53; i++) await cf.ensureZone(`z${i}.com`);
  const zones = await cf.listZones();
  expect(zones).toHaveLength(53);
  expect(sim.controls.calls.filter((c) => c.op === 'listZones')).toHaveLength(2);
});

test('429 is waited out (backoff) and the call still succeeds', async () => {
  const user = sim.state.addUser({ email: 'four@example.com' });
  const cf = new CloudflareClient(opts(), { email: user.email, apiKey: user.apiKey });
  sim.controls.rateLimit(3, 0);
  await cf.ensureZone('gamma.com');
  expect(retries.map((r) => r.status)).toEqual([429, 429, 429]);
  expect(retries.map((r) => r.waitMs)).toEqual([10, 20, 40]);
  expect(sim.state.zones.map((z) => z.name)).toEqual(['gamma.com']);
});

test('Retry-After is honoured and too many 429s end in a CloudflareError', async () => {
  const user = sim.state.addUser({ email: 'five@example.com' });
  const cf = new CloudflareClient(opts(), { email: user.email, apiKey: user.apiKey });
  sim.controls.rateLimit(10, 1);
  const err = await cf.listZones().catch((e: unknown) => e);
  expect(err).toBeInstanceOf(CloudflareError);
  expect((err as CloudflareError).status).toBe(429);
  expect(retries).toHaveLength(4);
  expect(retries.every((r) => r.waitMs === 1000)).toBe(true);
});

test('an error envelope inside the answer becomes the error message', async () => {
  const user = sim.state.addUser({ email: 'six@example.com' });
  const cf = new CloudflareClient(opts(), { email: user.email, apiKey: user.apiKey });
  sim.controls.fail({ op: 'setSsl', status: 400, code: 1016, message: 'SSL setting is not editable' });
  const { zone } = await cf.ensureZone('delta.com');
  await expect(cf.setSslMode(zone.id, 'flexible')).rejects.toThrow('SSL setting is not editable (1016)');
});
