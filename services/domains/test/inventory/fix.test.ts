// Issue 29's fixes, made as change sets (issue 30), against the Porkbun simulator and the real
// registrars service: a name-server drift is fixed by pointing the registrar back at the panel's DNS,
// a record drift by re-applying the panel's A records, or by taking the host's into the panel; each
// fix is in the change log with what the registrar held, and the domain is checked again, ok, and
// reported recovered (one drifted and one recovered event per fixed check).
import type { HealthResponse, InventoryFixReply } from '@dop/contracts/inventory';
import { waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { ALICE, as, finished, inventoryEvents, startImport, startInventoryHarness, type InventoryHarness } from './inventory-harness';

jest.setTimeout(300_000);

let h: InventoryHarness;
let nc: NatsConnection;
const NS = 'fix-ns.com';
const REC = 'fix-rec.com';
const TAKE = 'fix-take.com';
const IP = '192.0.2.20';

beforeAll(async () => {
  h = await startInventoryHarness();
  nc = await connect({ servers: h.nats.url });
}, 120_000);
afterAll(async () => {
  await nc?.close();
  await h?.stop();
});

const models = () => h.domains.app.domains.models;
const sim = () => h.sims.porkbun.state;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.domains.app.inject({ method, url, headers: as(ALICE), ...(payload ? { payload } : {}) });
const checksDone = () =>
  waitFor(async () => (await models().inventoryJobs.countDocuments({ status: { $in: ['pending', 'running'] as never } })) === 0, {
    timeoutMs: 60_000,
    intervalMs: 100,
  });
const item = async (name: string) =>
  (await call('GET', '/api/inventory/health')).json<HealthResponse>().items.find((i) => i.name === name)!;
const idOf = async (name: string) => String((await models().domains.findOne({ name }, { _id: 1 }).lean())!._id);

test('drifts are fixed as change sets and checked ok again', async () => {
  const record = [{ name: '@', type: 'A', content: IP, ttl: 600 }];
  for (const name of [NS, REC, TAKE]) sim().addDomain({ name, records: record, autoRenew: true });
  expect((await finished(h, (await startImport(h, 'porkbun', h.ids.porkbun)).id)).status).toBe('done');
  await checksDone();
  await models().domains.updateMany(
    { name: { $in: [NS, REC, TAKE] } },
    { $set: { aRecords: [{ recordId: 'r1', name: '@', content: IP, ttl: 600 }] } },
  );

  sim().drift(NS, { nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] });
  sim().drift(REC, { aRecords: [{ name: '@', content: '198.51.100.99' }] });
  sim().drift(TAKE, { aRecords: [{ name: '@', content: '198.51.100.77' }] });
  expect((await finished(h, (await startImport(h, 'porkbun', h.ids.porkbun)).id)).status).toBe('done');
  await checksDone();
  expect((await item(NS)).badges).toContain('ns-drift');
  expect((await item(REC)).badges).toContain('record-drift');

  // Nothing to fix where the check is ok: 409 naming it.
  const none = await call('POST', `/api/inventory/fix/${await idOf(NS)}`, { check: 'records' });
  expect(none.statusCode).toBe(409);

  const fixNs = await call('POST', `/api/inventory/fix/${await idOf(NS)}`, { check: 'nameservers' });
  expect(fixNs.statusCode).toBe(200);
  expect(fixNs.json<InventoryFixReply>()).toMatchObject({ success: true, changeId: expect.any(String) });
  expect(sim().domain(NS)!.nameservers).toEqual(sim().defaultNameservers);
  const fixRec = await call('POST', `/api/inventory/fix/${await idOf(REC)}`, { check: 'records', use: 'panel' });
  expect(fixRec.json<InventoryFixReply>()).toMatchObject({ success: true });
  expect(
    sim()
      .aRecords(REC)
      .map((r) => r.content),
  ).toEqual([IP]);
  const take = await call('POST', `/api/inventory/fix/${await idOf(TAKE)}`, { check: 'records', use: 'provider' });
  expect(take.json<InventoryFixReply>()).toMatchObject({ success: true, changeId: null });
  expect((await models().domains.findOne({ name: TAKE }).lean())!.aRecords!.map((r) => r.content)).toEqual(['198.51.100.77']);

  await checksDone();
  for (const name of [NS, REC, TAKE]) expect({ name, badges: (await item(name)).badges }).toEqual({ name, badges: [] });

  // In the change log with what the registrar held before, and revertable like any change.
  const change = (await call('GET', `/api/changes/${fixNs.json<InventoryFixReply>().changeId}`)).json();
  expect(change).toMatchObject({ source: 'inventory-fix', status: 'applied' });
  expect(change.steps[0]).toMatchObject({ kind: 'nameservers', old: { nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] } });
  const recChange = (await call('GET', `/api/changes/${fixRec.json<InventoryFixReply>().changeId}`)).json();
  expect(recChange.steps[0].old.records).toEqual([{ name: '@', content: '198.51.100.99', ttl: expect.any(Number) }]);

  // Found, announced once, fixed, then reported recovered (the events the alerts are made from).
  const told = (all: Awaited<ReturnType<typeof inventoryEvents>>, subject: string) =>
    all
      .filter((e) => e.subject === subject && [NS, REC, TAKE].includes(e.name))
      .map((e) => `${e.name} ${e.check}`)
      .sort();
  const events = await waitFor(
    async () => {
      const all = await inventoryEvents(nc);
      return told(all, 'inventory.domain.recovered').length >= 3 && all;
    },
    { timeoutMs: 20_000, what: 'the recovered events' },
  );
  const fixed = [`${NS} nameservers`, `${REC} records`, `${TAKE} records`];
  expect(told(events, 'inventory.domain.drifted')).toEqual(fixed);
  expect(told(events, 'inventory.domain.recovered')).toEqual(fixed);
});

test('a viewer may not fix (403); an unknown domain is 404; a bad check 400', async () => {
  const id = await idOf(NS);
  expect(
    (
      await h.domains.app.inject({
        method: 'POST',
        url: `/api/inventory/fix/${id}`,
        headers: as({ ...ALICE, role: 'viewer' }),
        payload: { check: 'nameservers' },
      })
    ).statusCode,
  ).toBe(403);
  expect((await call('POST', '/api/inventory/fix/0123456789abcdef01234567', { check: 'nameservers' })).statusCode).toBe(404);
  expect((await call('POST', `/api/inventory/fix/${id}`, { check: 'zone' })).statusCode).toBe(400);
});
