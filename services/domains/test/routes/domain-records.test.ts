// Records, edit, delete, switch-nameservers and detect-registrar of one domain, against the real
// registrars service and the namesilo simulator.
import { waitFor } from '@dop/service-testing';
import { ALICE, as, seedNamesilo, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let id: string;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  h.domains.app.inject({ method, url, headers: as(ALICE), ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  h = await startHarness();
  seedNamesilo(h, ['records.com']);
  await call('POST', '/api/domains/bulk', {
    domains: ['records.com'],
    ipAddress: '192.0.2.1',
    accounts: { namesilo: h.namesiloId },
    updateRecords: false,
  });
  id = (await call('GET', '/api/domains')).json().domains[0].id;
});
afterAll(() => h.stop());

test('no records yet: an empty list (the dialog then offers its two defaults)', async () => {
  expect((await call('GET', `/api/domains/${id}/records`)).json()).toEqual({ aRecords: [] });
});

test('saving applies the records at the registrar, remembers them and the IP', async () => {
  const payload = {
    aRecords: [
      { id: 'x1', type: 'A', name: '@', content: '192.0.2.10', ttl: 3600 },
      { id: 'x2', type: 'A', name: 'shop', content: '192.0.2.11', ttl: 7200 },
    ],
    cNameRecords: [],
  };
  const res = await call('POST', `/api/domains/${id}/records`, payload);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ success: true, status: 'Success' });
  expect(
    h.sims.namesilo.state
      .aRecords('records.com')
      .map((r) => `${r.name}=${r.content}/${r.ttl}`)
      .sort(),
  ).toEqual(['@=192.0.2.10/3600', 'shop=192.0.2.11/7200']);
  const got = (await call('GET', `/api/domains/${id}/records`)).json().aRecords;
  expect(got.map((r: { name: string; content: string }) => `${r.name}=${r.content}`)).toEqual(['@=192.0.2.10', 'shop=192.0.2.11']);
  expect((await call('GET', '/api/domains')).json().domains[0]).toMatchObject({ lastUsedIp: '192.0.2.10' });
});

test('a bad IP or TTL in the records is 400 naming it', async () => {
  const bad = await call('POST', `/api/domains/${id}/records`, {
    aRecords: [{ type: 'A', name: '@', content: '1.2.3', ttl: 3600 }],
    cNameRecords: [],
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.message).toContain("'1.2.3'");
  const ttl = await call('POST', `/api/domains/${id}/records`, {
    aRecords: [{ type: 'A', name: '@', content: '1.2.3.4', ttl: 1.5 }],
    cNameRecords: [],
  });
  expect(ttl.statusCode).toBe(400);
  expect(ttl.json().error.message).toContain('ttl');
});

test('PATCH changes registrar, account and useCloudflare; accountId 0 means none', async () => {
  const res = await call('PATCH', `/api/domains/${id}`, { name: 'records.com', registrar: 'dynadot', accountId: 0, useCloudflare: true });
  expect(res.json()).toMatchObject({ registrar: 'dynadot', accountId: null, useCloudflare: true });
  const back = await call('PATCH', `/api/domains/${id}`, { registrar: 'namesilo', accountId: h.namesiloId, useCloudflare: false });
  expect(back.json()).toMatchObject({ registrar: 'namesilo', accountId: h.namesiloId, useCloudflare: false });
  expect((await call('PATCH', `/api/domains/${id}`, { registrar: 'godaddy' })).statusCode).toBe(400);
});

test('detect-registrar asks the registrar accounts and stores the one holding the domain', async () => {
  await call('PATCH', `/api/domains/${id}`, { registrar: 'dynadot', accountId: 0 });
  const res = await call('POST', `/api/domains/${id}/detect-registrar`, {});
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ found: true, domain: { registrar: 'namesilo', accountId: h.namesiloId } });
});

test('switch-nameservers to Cloudflare sets them at the registrar, as a change set that reverts (issue 30)', async () => {
  const before = [...h.sims.namesilo.state.domain('records.com')!.nameservers];
  const preview = await call('GET', `/api/domains/${id}/nameservers/current`);
  expect(preview.json()).toMatchObject({ nameservers: before, reason: null });
  expect(preview.json().registrarDns.length).toBeGreaterThan(0);
  const res = await call('POST', `/api/domains/${id}/switch-nameservers`, {
    useCloudflare: true,
    cloudflareNameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
  });
  expect(res.statusCode).toBe(200);
  expect(h.sims.namesilo.state.domain('records.com')?.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
  const [change] = (await call('GET', '/api/changes?domain=records.com')).json().changes;
  expect(change).toMatchObject({ source: 'nameserver-switch', status: 'applied' });
  const detail = (await call('GET', `/api/changes/${change.id}`)).json();
  expect(detail.steps[0]).toMatchObject({
    kind: 'nameservers',
    old: { nameservers: before },
    new: { nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] },
  });
  const revert = await call('POST', `/api/changes/${change.id}/revert`, {});
  expect(revert.statusCode).toBe(202);
  await waitFor(() => h.sims.namesilo.state.domain('records.com')?.nameservers.join() === before.join(), { what: 'name servers back' });
  await call('POST', `/api/domains/${id}/switch-nameservers`, {
    useCloudflare: true,
    cloudflareNameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
  });
  expect((await call('POST', `/api/domains/${id}/switch-nameservers`, { useCloudflare: true, cloudflareNameservers: [] })).statusCode).toBe(
    400,
  );
});

test('unknown and malformed ids: 404 and 400 naming the id', async () => {
  expect((await call('GET', '/api/domains/64b7f0c2a1b2c3d4e5f60718/records')).statusCode).toBe(404);
  const bad = await call('DELETE', '/api/domains/not-an-id');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.message).toContain("'not-an-id'");
});

test('DELETE removes the domain', async () => {
  expect((await call('DELETE', `/api/domains/${id}`)).json()).toEqual({ success: true });
  expect((await call('GET', '/api/domains')).json().totalCount).toBe(0);
});
