// Issue 31: the dialogs pick a stored CloudFlare account. GET /api/cloudflare/stored-accounts lists
// ids and e-mails (never a key); add/move and purge accept accountId in place of e-mail and key; an
// unknown id is a 400 naming it; typed credentials still work; viewers may list but not act.
import { signedHeaders } from '@dop/service-testing';
import { ALICE, call, jobDone, startHarness, type Harness } from '../helpers/harness';

jest.setTimeout(60_000);

let h: Harness;
const zone = (name: string) => h.cf.state.zones.find((z) => z.name === name);

beforeAll(async () => {
  h = await startHarness();
  h.cf.state.addUser({ email: 'Stored@cf.test' });
  const [u] = h.cf.state.users;
  // Typed credentials still work; the zone living in the account saves it.
  const res = await call(h, 'POST', '/api/cloudflare/domains', {
    domains: ['typed-1.com'],
    ipAddress: '198.51.100.1',
    teamTag: '2595',
    mode: 'single',
    singleAccount: { email: u.email, apiKey: u.apiKey },
  });
  expect(res.status).toBe(200);
  await jobDone(h, String(res.body.jobId));
}, 120_000);
afterAll(() => h?.stop());

test('the stored accounts are listed by id and e-mail, without keys', async () => {
  const res = await call(h, 'GET', '/api/cloudflare/stored-accounts');
  expect(res).toEqual({ status: 200, body: { accounts: [{ id: 'stored@cf.test', email: 'Stored@cf.test' }] } });
  expect(JSON.stringify(res.body)).not.toContain(h.cf.state.users[0].apiKey);
});

test('add with accountId puts the zone in the stored account; an unknown id is a 400 naming it', async () => {
  const res = await call(h, 'POST', '/api/cloudflare/domains', {
    domains: ['by-id.com'],
    ipAddress: '198.51.100.2',
    teamTag: '2333',
    mode: 'single',
    accountId: 'stored@cf.test',
  });
  expect(res.status).toBe(200);
  await jobDone(h, String(res.body.jobId));
  expect(zone('by-id.com')?.accountId).toBe(h.cf.state.users[0].accountId);
  const unknown = await call(h, 'POST', '/api/cloudflare/domains', {
    domains: ['nobody.com'],
    ipAddress: '198.51.100.2',
    teamTag: '2333',
    mode: 'single',
    accountId: 'nobody@cf.test',
  });
  expect([unknown.status, unknown.body.error?.message]).toEqual([400, "No stored CloudFlare account 'nobody@cf.test'"]);
  // Neither an id nor a key: the spec's message stays.
  const neither = await call(h, 'POST', '/api/cloudflare/domains', {
    domains: ['x.com'],
    ipAddress: '198.51.100.2',
    teamTag: '1',
    mode: 'single',
  });
  expect(neither.body.error?.message).toContain('Please enter the CloudFlare email and API key');
});

test('multi mode with accountIds keeps the spec count check', async () => {
  const res = await call(h, 'POST', '/api/cloudflare/domains', {
    domains: ['m-a.com', 'm-b.com'],
    ipAddress: '198.51.100.3',
    teamTag: '2333',
    mode: 'multi',
    accountIds: ['stored@cf.test'],
  });
  expect(res.status).toBe(400);
  expect(res.body.error?.message).toContain('Too many domains for available CloudFlare accounts');
});

test('purge-cache takes a stored account by id', async () => {
  const res = await call(h, 'POST', '/api/cloudflare/purge-cache', { accounts: [{ accountId: 'stored@cf.test' }] });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, totalZones: 2 });
  const unknown = await call(h, 'POST', '/api/cloudflare/purge-cache', { accounts: [{ accountId: 'gone@cf.test' }] });
  expect(unknown.status).toBe(400);
});

test('a viewer may list the stored accounts but not add or purge with them', async () => {
  const viewer = signedHeaders({ ...ALICE, role: 'viewer' });
  const list = await h.service.app.inject({ method: 'GET', url: '/api/cloudflare/stored-accounts', headers: viewer });
  expect(list.statusCode).toBe(200);
  const purge = await h.service.app.inject({
    method: 'POST',
    url: '/api/cloudflare/purge-cache',
    headers: viewer,
    payload: { accounts: [{ accountId: 'stored@cf.test' }] },
  });
  expect(purge.statusCode).toBe(403);
});
