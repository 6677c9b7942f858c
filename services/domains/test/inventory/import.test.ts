// Issue 29 acceptance, import: a Porkbun account of 1,000 domains over several registrar pages is
// imported within the simulated rate limit and creates each domain once, with the importer and the
// team tag; a second import changes nothing; a NameSilo account of 50 imports at one call a second;
// domains already in the panel are updated, not duplicated; bad input answers 4xx naming the problem.
import { waitFor } from '@dop/service-testing';
import { ALICE, as, finished, startImport, startInventoryHarness, type InventoryHarness } from './inventory-harness';

jest.setTimeout(300_000);

let h: InventoryHarness;

beforeAll(async () => {
  h = await startInventoryHarness();
}, 120_000);
afterAll(() => h?.stop());

const domains = () => h.domains.app.domains.models.domains;

test('imports 1,000 Porkbun domains within the rate limit, each once, and a second import changes nothing', async () => {
  const names = h.sims.porkbun.state.seedMany(1000, { prefix: 'pork' });
  h.sims.porkbun.state.drift(names[7], { nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'], autoRenew: true });
  // A name already in the panel (added by hand): updated by the import, never doubled.
  await domains().create({ name: names[0], registrar: null, teamTag: 'keep', createdBy: 'bob', createdById: 'u-bob' });
  h.sims.porkbun.controls.limit(150, 1000);
  const started = Date.now();
  const job = await startImport(h, 'porkbun', h.ids.porkbun, { teamTag: 'imported' });
  expect(job).toMatchObject({ kind: 'import', registrar: 'porkbun', status: 'running', finished: false });
  const done = await finished(h, job.id);
  const seconds = (Date.now() - started) / 1000;
  expect(done).toMatchObject({ status: 'done', seen: 1000, created: 999, updated: 1, unchanged: 0, error: null });
  expect(done.pages).toBeGreaterThanOrEqual(20);
  // No call was refused by the simulator's limit.
  const calls = h.sims.porkbun.controls.calls;
  expect(calls.filter((c) => c.op === 'domain/getNs')).toHaveLength(1000);
  for (let i = 150; i < calls.length; i += 1) expect(calls[i].at - calls[i - 150].at).toBeGreaterThanOrEqual(1000);

  expect(await domains().countDocuments({ name: { $in: names } })).toBe(1000);
  const created = await domains().findOne({ name: names[7] }).lean();
  expect(created).toMatchObject({ registrar: 'porkbun', accountId: h.ids.porkbun, teamTag: 'imported', createdById: ALICE.userId });
  expect(created!.inventory).toMatchObject({
    autoRenew: true,
    locked: true,
    nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
  });
  const kept = await domains().findOne({ name: names[0] }).lean();
  expect(kept).toMatchObject({ teamTag: 'keep', createdById: 'u-bob' });
  expect(kept!.inventory).toMatchObject({ registrar: 'porkbun', nameservers: h.sims.porkbun.state.defaultNameservers });
  console.log(`inventory import: 1,000 Porkbun domains in ${seconds.toFixed(1)} s over ${done.pages} pages`);

  // Each import is followed by a check job; its results (health) and the sync time are not the domain's own fields.
  const idle = () =>
    waitFor(async () => (await h.domains.app.domains.models.inventoryJobs.countDocuments({ status: 'running' })) === 0, {
      timeoutMs: 120_000,
      intervalMs: 200,
    });
  const own = async () =>
    (
      await domains()
        .find({ name: { $in: names } })
        .sort({ name: 1 })
        .lean()
    ).map(({ inventory: _i, health: _h, _events: _e, ...rest }) => rest);
  await idle();
  const before = await own();
  const again = await finished(h, (await startImport(h, 'porkbun', h.ids.porkbun, { teamTag: 'other' })).id);
  expect(again).toMatchObject({ status: 'done', seen: 1000, created: 0, updated: 0, unchanged: 1000 });
  await idle();
  expect(await own()).toEqual(before);
});

test('imports a NameSilo account of 50 at one call a second', async () => {
  const names = h.sims.namesilo.state.seedMany(50, { prefix: 'silo' });
  h.sims.namesilo.controls.reset();
  h.sims.namesilo.controls.limit(1, 1000);
  const done = await finished(h, (await startImport(h, 'namesilo', h.ids.namesilo)).id, 180_000);
  expect(done).toMatchObject({ status: 'done', seen: 50, created: 50 });
  const calls = h.sims.namesilo.controls.calls;
  const gaps = calls.slice(1).map((c, i) => c.at - calls[i].at);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(990);
  expect(await domains().countDocuments({ name: { $in: names }, teamTag: '2333' })).toBe(50);
});

test('answers an unknown registrar with 400, an unknown account with 404 and a bad team tag with 400', async () => {
  const post = (url: string, payload: object = {}) => h.domains.app.inject({ method: 'POST', url, headers: as(ALICE), payload });
  const registrar = await post('/api/inventory/import/godaddy/1');
  expect(registrar.statusCode).toBe(400);
  expect(registrar.body).toContain('registrar: must be one of');
  const account = await post('/api/inventory/import/gandi/99');
  expect(account.statusCode).toBe(404);
  expect(account.body).toContain('No gandi account 99');
  const tag = await post(`/api/inventory/import/gandi/${h.ids.gandi}`, { teamTag: '' });
  expect(tag.statusCode).toBe(400);
  expect(tag.body).toContain('teamTag');
});
