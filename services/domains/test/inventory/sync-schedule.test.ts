// The periodic sync (issue 29) is leader-safe: two instances that find it due at once create one sync
// job per active registrar account between them, a switched-off account gets none, and the next turn
// is one interval on. The jobs sync the registrar values of domains already in the panel and create none.
import { SyncSchedule } from '../../src/lib/inventory/sync-schedule';
import { ALICE, as, finished, startImport, startInventoryHarness, type InventoryHarness } from './inventory-harness';

jest.setTimeout(120_000);

let h: InventoryHarness;

beforeAll(async () => {
  h = await startInventoryHarness({ domainsEnv: { INVENTORY_SYNC_INTERVAL_MS: '3600000' } });
}, 120_000);
afterAll(() => h?.stop());

test('two instances due at once create one sync per active account; syncs update and never create', async () => {
  const { models } = h.domains.app.domains;
  h.sims.gandi.state.seedMany(3, { prefix: 'gsync' });
  await finished(h, (await startImport(h, 'gandi', h.ids.gandi)).id);
  h.sims.gandi.state.drift('gsync0001.com', { expires: '2030-01-02T00:00:00Z' });
  h.sims.gandi.state.addDomain({ name: 'gsync-new.com' });
  // Switched off: the sync leaves this account alone.
  const off = await fetch(`${h.registrars.url}/api/accounts/namesilo/${h.ids.namesilo}`, {
    method: 'PUT',
    headers: { ...as(ALICE), 'content-type': 'application/json' },
    body: JSON.stringify({ isActive: false }),
  });
  expect(off.status).toBe(200);

  const interval = h.domains.config.INVENTORY_SYNC_INTERVAL_MS;
  const log = h.domains.app.log;
  const other = new SyncSchedule(models, h.domains.app.inventory.registrars, interval, () => undefined, log);
  const due = Date.now() + 2 * interval;
  const [a, b] = await Promise.all([h.domains.app.inventory.schedule.runIfDue(due), other.runIfDue(due)]);
  const jobs = [...a, ...b];
  const docs = await models.inventoryJobs.find({ _id: { $in: jobs } }).lean();
  expect(docs.map((j) => `${j.registrar}:${j.accountId}`).sort()).toEqual([`gandi:${h.ids.gandi}`, `porkbun:${h.ids.porkbun}`]);
  expect((await models.inventorySchedule.findById('inventory-sync').lean())!.nextAt).toBe(due + interval);
  // Not due again until then.
  expect(await other.runIfDue(due + interval - 1)).toEqual([]);

  for (const id of jobs) expect(await finished(h, id)).toMatchObject({ status: 'done', created: 0 });
  const gandiJob = docs.find((j) => j.registrar === 'gandi')!;
  expect(await finished(h, gandiJob._id)).toMatchObject({ seen: 4, updated: 1, unchanged: 2, skipped: 1 });
  expect(await models.domains.countDocuments({ name: 'gsync-new.com' })).toBe(0);
  const changed = await models.domains.findOne({ name: 'gsync0001.com' }).lean();
  expect(new Date(changed!.inventory!.expiresAt!).toISOString()).toBe('2030-01-02T00:00:00.000Z');
});

test('a registrar that is unreachable for a while pauses the job, which then finishes; a refusal fails it', async () => {
  const names = h.sims.porkbun.state.seedMany(5, { prefix: 'flaky' });
  h.sims.porkbun.controls.fail({ op: 'domain/listAll', mode: 'http', status: 503, times: 2 });
  const job = await startImport(h, 'porkbun', h.ids.porkbun);
  const done = await finished(h, job.id, 60_000);
  expect(done).toMatchObject({ status: 'done', seen: 5, error: null });
  expect(await h.domains.app.domains.models.domains.countDocuments({ name: { $in: names } })).toBe(5);
  expect(h.sims.porkbun.controls.calls.filter((c) => c.op === 'domain/listAll').length).toBeGreaterThanOrEqual(3);

  h.sims.porkbun.controls.fail({ op: 'domain/listAll', mode: 'body', message: 'Invalid API key. (002)', times: 1 });
  const refused = await finished(h, (await startImport(h, 'porkbun', h.ids.porkbun)).id);
  expect(refused).toMatchObject({ status: 'failed', error: expect.stringContaining('Invalid API key') });
});
