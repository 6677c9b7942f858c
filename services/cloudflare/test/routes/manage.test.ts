// Update records, purge, bulk delete, the 400s of spec 2 §5 and the cloudflare.rpc.* responder.
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import { SecretBox } from '@dop/service-kit';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { streamMessages, waitFor } from '@dop/service-testing';
import { JSONCodec } from 'nats';
import { as, call, expectCloudflareApiFits, jobDone, startHarness, type Harness } from '../helpers/harness';

// Run from the repo root jest takes the root config's 5 s default; provider jobs on a shared box need more.
jest.setTimeout(60_000);

let h: Harness;
const codec = JSONCodec<Record<string, unknown>>();

beforeAll(async () => {
  h = await startHarness();
  for (const email of ['p@cf.test', 'q@cf.test']) h.cf.state.addUser({ email });
  const [p] = h.cf.state.users;
  const res = await call(h, 'POST', '/api/cloudflare/domains', {
    domains: ['m1.com', 'm2.com'],
    ipAddress: '198.51.100.1',
    teamTag: '2595',
    mode: 'single',
    singleAccount: { email: p.email, apiKey: p.apiKey },
  });
  await jobDone(h, String(res.body.jobId));
}, 120_000);
afterAll(() => h?.stop());

const zone = (name: string) => h.cf.state.zones.find((z) => z.name === name)!;

test.each([
  ['no domains', { domains: [] }, 'domains: Please enter at least one domain name'],
  ['a bad IPv4', { ipAddress: '300.1.1.1' }, 'ipAddress: Please enter a valid IPv4 address'],
  ['no team tag', { teamTag: ' ' }, 'teamTag: Please enter a team tag'],
  ['single without key', { singleAccount: { email: 'x@y.z', apiKey: '' } }, 'singleAccount: Please enter the CloudFlare email and API key'],
  [
    'multi counts differ',
    { mode: 'multi', multiAccounts: { emails: ['a@b.c', 'd@e.f'], apiKeys: ['k1'] } },
    'multiAccounts: Number of emails must match number of API keys',
  ],
  [
    'more domains than accounts',
    { mode: 'multi', domains: ['a1.com', 'a2.com'], multiAccounts: { emails: ['a@b.c'], apiKeys: ['k1'] } },
    'multiAccounts: Too many domains for available CloudFlare accounts. Each domain needs its own account.',
  ],
  ['a move without IP', { isMove: true, ipAddress: '' }, 'ipAddress: IP адрес не настроен'],
])('%s → 400 naming the field', async (_label, patch, message) => {
  const base = {
    domains: ['ok.com'],
    ipAddress: '1.2.3.4',
    teamTag: '2333',
    mode: 'single',
    singleAccount: { email: 'x@y.z', apiKey: 'k' },
  };
  const res = await call(h, 'POST', '/api/cloudflare/domains', { ...base, ...patch });
  expect(res.status).toBe(400);
  expect(res.body.error?.message).toContain(message);
});

test('update-records: A records and SSL mode with the saved key; an IP is required for A records', async () => {
  expect((await call(h, 'POST', '/api/cloudflare/update-records', { domains: ['m1.com'] })).body.error?.message).toContain(
    'IP адрес обязателен',
  );
  // A second A record of www (an old IP) would split traffic: the update removes it.
  const at = new Date().toISOString();
  zone('m1.com').records.push({
    id: 'f'.repeat(32),
    type: 'A',
    name: 'www.m1.com',
    content: '198.51.100.2',
    ttl: 1,
    proxied: true,
    created_on: at,
    modified_on: at,
  });
  const a = await call(h, 'POST', '/api/cloudflare/update-records', { domains: ['m1.com'], ipAddress: '198.51.100.9' });
  expect(a).toMatchObject({ status: 200, body: { success: true } });
  expect(zone('m1.com').records.map((r) => r.content)).toEqual(['198.51.100.9', '198.51.100.9']);
  const ssl = await call(h, 'POST', '/api/cloudflare/update-records', { domains: ['m1.com'], sslMode: 'full' });
  expect(ssl.status).toBe(200);
  expect(zone('m1.com').ssl).toBe('full');
  expect((await call(h, 'POST', '/api/cloudflare/update-records', { domains: ['nope.com'], sslMode: 'full' })).status).toBe(404);
  // One event per change, with what the zone had before (issue 32); the row keeps no staged event.
  type RecordsEvent = { domain: string; old: Array<{ name: string; content: string }>; new: Array<{ name: string; content: string }> };
  const records: RecordsEvent[] = await waitFor(async () => {
    const got = (await streamMessages<RecordsEvent>(h.nc, EVENTS_STREAM.name, 'cloudflare.records.changed')).filter(
      (e) => e.domain === 'm1.com',
    );
    return got.length > 0 && got;
  });
  expect(records).toHaveLength(1);
  const byName = (xs: RecordsEvent['old']) => xs.map((r) => `${r.name}=${r.content}`).sort();
  expect(byName(records[0].old)).toEqual(['@=198.51.100.1', 'www=198.51.100.1', 'www=198.51.100.2']);
  expect(byName(records[0].new)).toEqual(['@=198.51.100.9', 'www=198.51.100.9']);
  const ssl2: Array<{ old: string | null; new: string }> = await waitFor(async () => {
    const got = (
      await streamMessages<{ domain: string; old: string | null; new: string }>(h.nc, EVENTS_STREAM.name, 'cloudflare.ssl.changed')
    ).filter((e) => e.domain === 'm1.com' && e.new === 'full');
    return got.length > 0 && got;
  });
  expect(ssl2).toMatchObject([{ old: 'flexible', new: 'full' }]);
  await waitFor(async () => !(await h.service.app.cf.models.domains.exists({ name: 'm1.com', '_events.0': { $exists: true } })));
});

test('update-records is a change set: the zone records and SSL mode as they were are kept, a dry run changes nothing, and its revert brings them back', async () => {
  const changes = async (path: string, method = 'GET', body?: unknown) => {
    const res = await fetch(`${h.changes!.domains.url}/api/changes${path}`, {
      method,
      headers: { ...as(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { changes?: Array<{ id: string }> } };
  };
  const apex = () => zone('m2.com').records.find((r) => r.name === 'm2.com')?.content;
  const before = { ip: apex(), ssl: zone('m2.com').ssl };
  const dry = await call(h, 'POST', '/api/cloudflare/update-records?dryRun=true', { domains: ['m2.com'], ipAddress: '198.51.100.40' });
  expect(dry).toMatchObject({ status: 202, body: { status: 'planned' } });
  expect(apex()).toBe(before.ip);

  const res = await call(h, 'POST', '/api/cloudflare/update-records', { domains: ['m2.com'], ipAddress: '198.51.100.41', sslMode: 'full' });
  expect(res).toMatchObject({ status: 200, body: { success: true } });
  expect([apex(), zone('m2.com').ssl]).toEqual(['198.51.100.41', 'full']);
  const listed = await changes('?domain=m2.com');
  const change = await changes(`/${listed.body.changes![0].id}`);
  expect(change.body).toMatchObject({ source: 'cloudflare-update', status: 'applied' });
  const steps = change.body.steps as Array<{ kind: string; old: { records: Array<{ name: string; content: string }>; sslMode?: string } }>;
  expect(steps.find((s) => s.kind === 'ssl-mode')?.old.sslMode).toBe(before.ssl);
  expect(steps.find((s) => s.kind === 'a-records')?.old.records).toContainEqual({ name: '@', content: before.ip });

  const revert = await changes(`/${change.body.id}/revert`, 'POST', {});
  expect(revert.status).toBe(202);
  await waitFor(() => apex() === before.ip && zone('m2.com').ssl === before.ssl, { what: 'the revert applied' });
});

test('current: the zone as Cloudflare holds it now, flagged when it differs from what the panel applied', async () => {
  const now = await call(h, 'GET', '/api/cloudflare/current?domain=m1.com');
  expect(now.status).toBe(200);
  expect(now.body).toMatchObject({ domain: 'm1.com', reason: null, sslMode: zone('m1.com').ssl });
  expect(now.body.records).toContainEqual({ name: '@', content: zone('m1.com').records.find((r) => r.name === 'm1.com')!.content });
  const apexRecord = zone('m1.com').records.find((r) => r.name === 'm1.com')!;
  const was = apexRecord.content;
  apexRecord.content = '192.0.2.250';
  expect((await call(h, 'GET', '/api/cloudflare/current?domain=m1.com')).body).toMatchObject({ differsFromPanel: true });
  apexRecord.content = was;
  expect((await call(h, 'GET', '/api/cloudflare/current?domain=nope.com')).status).toBe(404);
  expect((await call(h, 'GET', '/api/cloudflare/current')).status).toBe(400);
});

test('update-records: a Cloudflare error is the 502 message and the result row', async () => {
  h.cf.controls.fail({ op: 'setSsl', status: 400, code: 1016, message: 'SSL setting is not editable' });
  const res = await call(h, 'POST', '/api/cloudflare/update-records', { domains: ['m2.com'], sslMode: 'full' });
  expect(res.status).toBe(502);
  expect(res.body.error?.message).toBe('m2.com: SSL setting is not editable (1016)');
  await waitFor(
    () => h.ops.results.some((r) => r.domain === 'm2.com' && r.statuses.cloudflare === 'Failed' && /not editable/.test(r.message ?? '')),
    {
      timeoutMs: 10_000,
      what: 'failed result',
    },
  );
});

test('purge-cache counts every zone of every account; bad credentials are a 502 with the message', async () => {
  const [p, q] = h.cf.state.users;
  const res = await call(h, 'POST', '/api/cloudflare/purge-cache', {
    accounts: [
      { email: p.email, apiKey: p.apiKey },
      { email: q.email, apiKey: q.token },
    ],
  });
  expect(res.body).toEqual({ success: true, totalZones: 2, message: 'Cache purged for 2 zone(s) in 2 of 2 account(s)' });
  expect(zone('m1.com').purges).toBe(1);
  const bad = await call(h, 'POST', '/api/cloudflare/purge-cache', { accounts: [{ email: p.email, apiKey: '0'.repeat(37) }] });
  expect(bad.status).toBe(502);
  expect(bad.body.error?.message).toContain('Unknown X-Auth-Key or X-Auth-Email (9103)');
  expect((await call(h, 'POST', '/api/cloudflare/purge-cache', { accounts: [] })).status).toBe(400);
});

test('cloudflare.rpc.set-a-records and get-a-records: a sealed key works, no key and no saved account is refused', async () => {
  const [, q] = h.cf.state.users;
  const sealed = new SecretBox(h.secretsKey).encrypt(q.apiKey);
  const body = {
    domain: 'from-domains.com',
    actor: { userId: 'u-alice' },
    email: q.email,
    apiKeySealed: sealed,
    records: [{ name: '@', content: '192.0.2.4', ttl: 3600 }],
  };
  const reply = codec.decode((await h.nc.request(CLOUDFLARE_RPC.setARecords, codec.encode(body), { timeout: 20_000 })).data);
  expect(reply).toMatchObject({ ok: true, status: 'Success', success: true });
  expect(zone('from-domains.com').records.map((r) => `${r.name}=${r.content}`)).toEqual(['from-domains.com=192.0.2.4']);
  const refused = codec.decode(
    (
      await h.nc.request(CLOUDFLARE_RPC.setARecords, codec.encode({ ...body, email: 'unknown@cf.test', apiKeySealed: null }), {
        timeout: 20_000,
      })
    ).data,
  );
  expect(refused).toMatchObject({ ok: false, error: { code: 'unknown_account' } });
  // get-a-records reads what the zone holds now (a change set's old values, issue 30).
  const ask = async (payload: Record<string, unknown>) =>
    codec.decode((await h.nc.request(CLOUDFLARE_RPC.getARecords, codec.encode(payload), { timeout: 20_000 })).data);
  expect(await ask({ domain: 'from-domains.com', email: q.email })).toEqual({
    ok: true,
    found: true,
    records: [{ name: '@', content: '192.0.2.4' }],
    // The zone's name servers: inventory checks compare them with the registrar's (issue 29).
    nameservers: expect.arrayContaining([expect.stringMatching(/\.ns\.cloudflare\.com$/)]),
  });
  expect(await ask({ domain: 'not-there.com', email: q.email })).toEqual({ ok: true, found: false, records: [], nameservers: [] });
  expect(await ask({ domain: 'from-domains.com', email: 'unknown@cf.test' })).toMatchObject({
    ok: false,
    error: { code: 'unknown_account' },
  });
});

test('bulk delete removes the zones at Cloudflare and the rows', async () => {
  const rows = await h.service.app.cf.models.domains.find({ name: { $in: ['m1.com', 'm2.com'] } }).lean();
  const res = await call(h, 'POST', '/api/cloudflare/domains/delete', { ids: rows.map((r) => r._id) });
  expect(res.body).toMatchObject({ success: true, deleted: 2, errors: [] });
  expect(h.cf.state.zones.filter((z) => z.name === 'm1.com' || z.name === 'm2.com')).toHaveLength(0);
  expect(await h.service.app.cf.models.domains.countDocuments({ name: { $in: ['m1.com', 'm2.com'] } })).toBe(0);
  expect((await call(h, 'POST', '/api/cloudflare/domains/delete', { ids: [] })).status).toBe(400);
});

test('the list: 10 accounts a page, grouped by e-mail, only domains of the last 30 days', async () => {
  const { domains } = h.service.app.cf.models;
  const day = 24 * 3600 * 1000;
  await domains.insertMany(
    Array.from({ length: 12 }, (_, i) => ({
      _id: `page-${i}`,
      name: `page-${String(i).padStart(2, '0')}.com`,
      email: `page-${String(i).padStart(2, '0')}@list.test`,
      createdAt: new Date(Date.now() - i * day),
    })),
  );
  await domains.create({ _id: 'old-1', name: 'old.com', email: 'old@list.test', createdAt: new Date(Date.now() - 31 * day) });
  const first = await call(h, 'GET', '/api/cloudflare/accounts?page=1&search=list.test');
  const second = await call(h, 'GET', '/api/cloudflare/accounts?page=2&search=list.test');
  expect((first.body.accounts as unknown[]).length).toBe(10);
  expect((second.body.accounts as Array<{ email: string }>).map((a) => a.email)).toEqual(['page-10@list.test', 'page-11@list.test']);
  expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 12, hasPrev: false, hasNext: true });
  expect((await call(h, 'GET', '/api/cloudflare/accounts?search=old.com')).body.accounts).toEqual([]);
  expect((await call(h, 'GET', '/api/cloudflare/accounts?page=0')).status).toBe(400);
});

test('every request sent and every answer got fits Cloudflare’s API definition', () => {
  expect(expectCloudflareApiFits(h)).toEqual([
    'createDnsRecord',
    'createZone',
    'deleteDnsRecord',
    'deleteZone',
    'editSslSetting',
    'getSslSetting',
    'listAccounts',
    'listDnsRecords',
    'listZones',
    'purgeCache',
    'updateDnsRecord',
  ]);
});
