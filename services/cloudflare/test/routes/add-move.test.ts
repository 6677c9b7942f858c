// POST /api/cloudflare/domains as a job against the simulators: multi mode puts each domain in its own
// account with A records and SSL, and the registrar's name servers follow the zone; duplicates are
// skipped; a move changes the account; 429s slow the job down; a Cloudflare error reaches the result.
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { AUDIT_STREAM, AUDIT_SUBJECTS, type AuditRecorded } from '@dop/contracts/team';
import { streamMessages, waitFor } from '@dop/service-testing';
import { as, startHarness, call, expectCloudflareApiFits, jobDone, type Harness } from '../helpers/harness';

// Run from the repo root jest takes the root config's 5 s default; provider jobs on a shared box need more.
jest.setTimeout(60_000);

/** Ops events arrive over NATS a moment after the database says the item ended. */
const seen = (what: string, check: () => boolean) => waitFor(check, { timeoutMs: 10_000, what });

let h: Harness;
const users = () => h.cf.state.users;

beforeAll(async () => {
  h = await startHarness();
  for (const email of ['a@cf.test', 'b@cf.test', 'c@cf.test', 'd@cf.test']) h.cf.state.addUser({ email });
}, 120_000);
afterAll(() => h?.stop());

const multi = (domains: string[], n = domains.length, extra: Record<string, unknown> = {}) => ({
  domains,
  ipAddress: '203.0.113.7',
  teamTag: '2333',
  mode: 'multi',
  sslMode: 'full',
  multiAccounts: {
    emails: users()
      .slice(0, n)
      .map((u) => u.email),
    apiKeys: users()
      .slice(0, n)
      .map((u) => u.apiKey),
  },
  ...extra,
});

test('multi mode: three zones in three accounts, A records, SSL and the registrar name servers', async () => {
  const names = ['one-cf.com', 'two-cf.com', 'three-cf.com'];
  for (const name of names) h.sims.namesilo.state.addDomain({ name });
  const res = await call(h, 'POST', '/api/cloudflare/domains', multi(names));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, added: 3, skipped: 0 });
  await jobDone(h, String(res.body.jobId));
  names.forEach((name, i) => {
    const zone = h.cf.state.zones.find((z) => z.name === name)!;
    expect(zone.accountId).toBe(users()[i].accountId);
    expect(zone.ssl).toBe('full');
    expect(zone.records.map((r) => `${r.name}=${r.content}`).sort()).toEqual([`${name}=203.0.113.7`, `www.${name}=203.0.113.7`]);
    expect(h.sims.namesilo.state.domain(name)?.nameservers).toEqual(users()[i].nameServers);
  });
  await seen(
    'three Success results',
    () => h.ops.results.filter((r) => r.operationType === 'cloudflare' && r.statuses.cloudflare === 'Success').length === 3,
  );
  expect(
    h.ops.results
      .filter((r) => r.operationType === 'cloudflare' && r.statuses.cloudflare === 'Success')
      .map((r) => r.domain)
      .sort(),
  ).toEqual([...names].sort());
  // Keys are sealed at rest: saved accounts hold ciphertext and job items were wiped.
  const saved = await h.service.app.cf.models.accounts.find().lean();
  expect(saved.map((a) => a._id).sort()).toEqual(['a@cf.test', 'b@cf.test', 'c@cf.test']);
  expect(JSON.stringify(saved)).not.toContain(users()[0].apiKey);
  expect(saved.every((a) => a.apiKey.startsWith('v1:'))).toBe(true);
  expect(await h.service.app.cf.models.items.countDocuments({ apiKey: { $ne: null } })).toBe(0);
  // Each newly saved account is audited (issue 25) as the member who asked, without its key.
  const audit = (await streamMessages<AuditRecorded>(h.nc, AUDIT_STREAM.name, AUDIT_SUBJECTS.recorded)).filter(
    (e) => e.service === 'cloudflare',
  );
  expect(audit.map((e) => [e.action, e.target, e.actor.userId]).sort()).toEqual(
    ['a@cf.test', 'b@cf.test', 'c@cf.test'].map((e) => ['provider-account.created', `cloudflare:${e}`, 'u-alice']),
  );
  expect(JSON.stringify(audit)).not.toContain(users()[0].apiKey);

  const list = await call(h, 'GET', '/api/cloudflare/accounts?page=1');
  expect((list.body.accounts as Array<{ email: string; domains: unknown[] }>).map((a) => [a.email, a.domains.length])).toEqual([
    ['a@cf.test', 1],
    ['b@cf.test', 1],
    ['c@cf.test', 1],
  ]);
  const searched = await call(h, 'GET', '/api/cloudflare/accounts?search=two-cf');
  expect((searched.body.accounts as Array<{ email: string }>).map((a) => a.email)).toEqual(['b@cf.test']);

  const again = await call(h, 'POST', '/api/cloudflare/domains', multi(['two-cf.com'], 1));
  expect(again.body).toMatchObject({ added: 0, skipped: 1, skippedDomains: ['two-cf.com'], jobId: null });
  await seen('duplicate notice', () => h.ops.logs.some((l) => l.message === 'Duplicate domain: two-cf.com already exists and was skipped'));
});

test('move: the zone goes to the new account, the old one is removed, name servers follow', async () => {
  const row = await h.service.app.cf.models.domains.findOne({ name: 'one-cf.com' }).lean();
  const d = users()[3];
  const res = await call(h, 'POST', '/api/cloudflare/domains', {
    domains: ['one-cf.com'],
    domainIds: [row!._id],
    isMove: true,
    ipAddress: '203.0.113.8',
    mode: 'single',
    sslMode: 'flexible',
    singleAccount: { email: d.email, apiKey: d.token },
  });
  expect(res.body).toMatchObject({ added: 1, skipped: 0 });
  await jobDone(h, String(res.body.jobId));
  const zones = h.cf.state.zones.filter((z) => z.name === 'one-cf.com');
  expect(zones.map((z) => z.accountId)).toEqual([d.accountId]);
  expect(zones[0].ssl).toBe('flexible');
  expect(h.sims.namesilo.state.domain('one-cf.com')?.nameservers).toEqual(d.nameServers);
  await seen('moved result', () => h.ops.results.some((r) => r.domain === 'one-cf.com' && r.statuses.cloudflare === 'Moved to CloudFlare'));
  expect((await h.service.app.cf.models.domains.findOne({ name: 'one-cf.com' }).lean())?.email).toBe(d.email);
  // The delegation change is a change set (issue 30): the name servers the registrar held, and the new ones.
  const log = await fetch(`${h.changes!.domains.url}/api/changes?domain=one-cf.com`, { headers: as() });
  const [move] = ((await log.json()) as { changes: Array<{ id: string; source: string; status: string }> }).changes;
  expect(move).toMatchObject({ source: 'cloudflare-move', status: 'applied' });
  const detail = (await (await fetch(`${h.changes!.domains.url}/api/changes/${move.id}`, { headers: as() })).json()) as {
    steps: Array<{ kind: string; old: { nameservers: string[] }; new: { nameservers: string[] } }>;
  };
  expect(detail.steps[0]).toMatchObject({ kind: 'nameservers', new: { nameservers: d.nameServers } });
  expect(detail.steps[0].old.nameservers).not.toEqual(d.nameServers);
});

test('subscribers hear of each zone created, the old zone deleted and each SSL mode set, once (issue 32)', async () => {
  const events = async (subject: string) =>
    (await streamMessages<{ domain: string; zoneId: string; new?: string }>(h.nc, EVENTS_STREAM.name, subject)).filter((e) =>
      ['one-cf.com', 'two-cf.com', 'three-cf.com'].includes(e.domain),
    );
  // one-cf.com's zone was created twice: in its first account, and in the account it moved to.
  type ZoneEvent = { domain: string; zoneId: string; new?: string };
  const created: ZoneEvent[] = await waitFor(async () => {
    const got = await events('cloudflare.zone.created');
    return got.length >= 4 && got;
  });
  expect(created.map((e) => e.domain).sort()).toEqual(['one-cf.com', 'one-cf.com', 'three-cf.com', 'two-cf.com']);
  const deleted: ZoneEvent[] = await waitFor(async () => {
    const got = await events('cloudflare.zone.deleted');
    return got.length >= 1 && got;
  });
  expect(deleted.map((e) => e.domain)).toEqual(['one-cf.com']);
  const current = (await h.service.app.cf.models.domains.findOne({ name: 'one-cf.com' }).lean())?.zoneId;
  expect(created.filter((e) => e.domain === 'one-cf.com').map((e) => e.zoneId)).toEqual([deleted[0].zoneId, current]);
  const ssl = await events('cloudflare.ssl.changed');
  expect(ssl.map((e) => `${e.domain}=${e.new}`).sort()).toEqual([
    'one-cf.com=flexible',
    'one-cf.com=full',
    'three-cf.com=full',
    'two-cf.com=full',
  ]);
});

test('429s slow the job down and it still finishes; the waits are logged', async () => {
  h.sims.namesilo.state.addDomain({ name: 'slow-cf.com' });
  h.cf.controls.rateLimit(4, 0);
  const res = await call(
    h,
    'POST',
    '/api/cloudflare/domains',
    multi(['slow-cf.com'], 1, { mode: 'single', singleAccount: { email: users()[0].email, apiKey: users()[0].apiKey } }),
  );
  await jobDone(h, String(res.body.jobId));
  expect(h.cf.controls.calls.filter((c) => c.status === 429)).toHaveLength(4);
  expect(h.cf.state.zones.some((z) => z.name === 'slow-cf.com')).toBe(true);
  await seen('success result', () => h.ops.results.some((r) => r.domain === 'slow-cf.com' && r.statuses.cloudflare === 'Success'));
  expect(h.ops.logs.filter((l) => l.domain === 'slow-cf.com' && /rate limit \(HTTP 429\)/.test(l.message))).toHaveLength(4);
});

test('a Cloudflare error fails the domain with its message in the result', async () => {
  h.cf.controls.fail({ op: 'createZone', status: 400, code: 1049, message: 'bad-cf.com is not a registered domain' });
  const res = await call(h, 'POST', '/api/cloudflare/domains', multi(['bad-cf.com'], 1));
  await jobDone(h, String(res.body.jobId));
  await seen('failed result', () => h.ops.results.some((r) => r.domain === 'bad-cf.com'));
  const result = h.ops.results.find((r) => r.domain === 'bad-cf.com');
  expect(result?.statuses.cloudflare).toBe('Failed');
  expect(result?.message).toBe('Cloudflare: bad-cf.com is not a registered domain (1049)');
});

test('a domain no registrar account holds: zone ready, NS update failed', async () => {
  const res = await call(h, 'POST', '/api/cloudflare/domains', multi(['orphan-cf.com'], 1));
  await jobDone(h, String(res.body.jobId));
  await seen('ns result', () =>
    h.ops.results.some((r) => r.domain === 'orphan-cf.com' && r.operationType === 'cloudflare' && !!r.statuses.cloudflare),
  );
  const result = h.ops.results.find((r) => r.domain === 'orphan-cf.com' && r.operationType === 'cloudflare' && r.statuses.cloudflare);
  expect(result?.statuses.cloudflare).toBe('NS update failed');
  expect(result?.message).toContain('orphan-cf.com not found in any registrar account');
  expect(h.cf.state.zones.some((z) => z.name === 'orphan-cf.com')).toBe(true);
});

test('every request sent and every answer got (429s and errors included) fits Cloudflare’s API definition', () => {
  expect(expectCloudflareApiFits(h)).toEqual([
    'createDnsRecord',
    'createZone',
    'deleteZone',
    'editSslSetting',
    'listAccounts',
    'listDnsRecords',
  ]);
});
