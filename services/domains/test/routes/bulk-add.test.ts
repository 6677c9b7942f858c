// POST /api/domains/bulk: answers at once, skips existing names, refuses bad names and IPs naming
// them, and its job sets the A records at the namesilo simulator through the registrars service.
import { waitFor } from '@dop/service-testing';
import { captureOps, type OpsCapture } from '../helpers/ops-capture';
import { ALICE, as, domainNames, seedNamesilo, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let ops: OpsCapture;
beforeAll(async () => {
  h = await startHarness({ domainsEnv: { BULK_CONCURRENCY: '16' } });
  ops = await captureOps(h.nats.url);
});
afterAll(async () => {
  await ops.close();
  await h.stop();
});

const bulk = (payload: Record<string, unknown>) =>
  h.domains.app.inject({ method: 'POST', url: '/api/domains/bulk', headers: as(ALICE), payload });
const job = async (id: string) =>
  (await h.domains.app.inject({ method: 'GET', url: `/api/domains/bulk/jobs/${id}`, headers: as(ALICE) })).json();

// How fast the answer comes (under 2 s for 1,000) is measured by deploy/bench/domains/bulk-answer.ts:
// a timed assertion here would fail on a loaded shared machine.
test('1,000 domains: the answer stores them all at once, then every domain gets its A records at the simulator', async () => {
  const names = domainNames('bulk', 1000);
  seedNamesilo(h, names);
  const res = await bulk({
    domains: names,
    ipAddress: '203.0.113.7',
    teamTag: '2333',
    accounts: { namesilo: h.namesiloId },
    updateRecords: true,
  });
  // Record updates of 1,000 domains are over the team's change threshold (issue 30): this team's single
  // admin must type the count first, and nothing is added until they do.
  expect(res.statusCode).toBe(409);
  expect(res.json().error.details).toEqual({ confirmDomains: 1000 });
  expect(await h.domains.app.domains.models.domains.exists({ name: names[0] })).toBeNull();
  const confirmed = await bulk({
    domains: names,
    ipAddress: '203.0.113.7',
    teamTag: '2333',
    accounts: { namesilo: h.namesiloId },
    updateRecords: true,
    confirmDomains: 1000,
  });
  const listCalls = () => h.sims.namesilo.controls.calls.filter((c) => c.op === 'dnsListRecords').length;
  const listedBefore = listCalls();
  expect(confirmed.statusCode).toBe(200);
  const body = confirmed.json();
  expect(body).toMatchObject({ added: 1000, skipped: 0, skippedDomains: [], errors: [], recordsChange: { status: 'applying' } });

  await waitFor(async () => (await job(body.jobId)).pending === 0, { timeoutMs: 900_000, intervalMs: 1000, what: 'bulk job finished' });
  expect(await job(body.jobId)).toMatchObject({ total: 1000, done: 1000, failed: 0, finished: true });
  for (const name of [names[0], names[499], names[999]]) {
    expect(
      h.sims.namesilo.state
        .aRecords(name)
        .map((r) => `${r.name}=${r.content}`)
        .sort(),
    ).toEqual(['@=203.0.113.7', 'www=203.0.113.7']);
  }
  const stored = await h.domains.app.domains.models.domains.findOne({ name: names[10] }).lean();
  expect(stored).toMatchObject({ lastUsedIp: '203.0.113.7', registrar: 'namesilo', accountId: h.namesiloId });
  expect(stored?.lastResultAt).toBeInstanceOf(Date);
  expect(ops.results.filter((r) => r.statuses.namesilo === 'Success').length).toBeGreaterThanOrEqual(1000);
  // The record updates are one change set, with what NameSilo held before each (issue 30).
  // Written by the worker that ends the job, just after its last item.
  const change = await waitFor(
    async () => {
      const set = await h.domains.app.domains.models.changes.findById(body.recordsChange.changeId).lean();
      return set?.status !== 'applying' && set;
    },
    { timeoutMs: 30_000, what: 'the change set written' },
  );
  expect(change).toMatchObject({ source: 'bulk-add', status: 'applied', jobId: body.jobId });
  expect(change!.steps.filter((s) => s.status === 'applied')).toHaveLength(1000);
  expect(change!.steps.every((s) => s.old !== null && s.new.records.length === 2)).toBe(true);
  // The old values come back from the update's own read: one record listing per domain, not two.
  expect(listCalls() - listedBefore).toBe(1000);
}, 900_000);

test('an existing domain is skipped, not an error; names are stored lower-case and IDN-normalised', async () => {
  const res = await bulk({ domains: ['BULK-1.com', 'Пример.рф', 'fresh.io', 'fresh.io'], ipAddress: '203.0.113.8', updateRecords: false });
  expect(res.json()).toMatchObject({ added: 2, skipped: 1, skippedDomains: ['bulk-1.com'], errors: [] });
  expect(await h.domains.app.domains.models.domains.exists({ name: 'xn--e1afmkfd.xn--p1ai' })).toBeTruthy();
});

test('a failing registrar gives a failed item and an error result, the job still finishes', async () => {
  seedNamesilo(h, ['broken.com']);
  h.sims.namesilo.controls.fail({ op: 'dnsListRecords', message: 'Invalid API key', times: 5 });
  const res = await bulk({ domains: ['broken.com'], ipAddress: '203.0.113.9', accounts: { namesilo: h.namesiloId } });
  await waitFor(async () => (await job(res.json().jobId)).pending === 0, { timeoutMs: 60_000, what: 'job finished' });
  expect(await job(res.json().jobId)).toMatchObject({ done: 0, failed: 1 });
  expect(ops.results.some((r) => r.domain === 'broken.com' && r.statuses.namesilo && r.statuses.namesilo !== 'Success')).toBe(true);
  h.sims.namesilo.controls.failures.length = 0;
});

test('useCloudflare without a Cloudflare service: an Error result saying so', async () => {
  const res = await bulk({
    domains: ['cf-wanted.com'],
    ipAddress: '203.0.113.10',
    useCloudflare: true,
    cloudflareSettings: { email: 'a@b.c', apiKey: 'cf-secret-key-123' },
  });
  await waitFor(async () => (await job(res.json().jobId)).pending === 0, { timeoutMs: 60_000, what: 'job finished' });
  await waitFor(
    () =>
      ops.results.some(
        (r) => r.domain === 'cf-wanted.com' && r.statuses.cloudflare === 'Error' && /Cloudflare service unavailable/.test(r.message ?? ''),
      ),
    {
      timeoutMs: 10_000,
      what: 'cloudflare error result',
    },
  );
  // The key is kept sealed (AES-256-GCM) while the job runs, never in plain text.
  const stored = await h.domains.app.domains.models.jobs.findById(res.json().jobId).lean();
  expect(JSON.stringify(stored)).not.toContain('cf-secret-key-123');
  expect((stored?.work as { cloudflareApiKey: string }).cloudflareApiKey).toMatch(/^v1:/);
});

test.each([
  ['a name with a space', { domains: ['bad name.com'] }, "'bad name.com'"],
  ['a double dot', { domains: ['a..com'] }, "'a..com'"],
  ['300 characters', { domains: [`${'a'.repeat(296)}.com`] }, 'aaaa'],
  ['a URL', { domains: ['https://example.com/x'] }, "'https://example.com/x'"],
  ['a bad IPv4', { domains: ['ok.com'], ipAddress: '300.1.1.1' }, "'300.1.1.1'"],
  ['no IP in A-record mode', { domains: ['ok.com'] }, 'Please enter an IP address for the A record'],
  ['no domains', { domains: [], ipAddress: '1.2.3.4' }, 'Please enter at least one domain name'],
  ['NS mode without servers', { domains: ['ok.com'], useNsRecords: true }, 'Please enter NS servers'],
])('%s is refused with 400 naming the value', async (_label, payload, expected) => {
  const res = await bulk(payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toContain(expected);
  expect(await h.domains.app.domains.models.domains.exists({ name: 'ok.com' })).toBeNull();
});
