// Issue 29 acceptance: kill -9 of the domains service in the middle of an import loses and doubles
// nothing. Another instance (the in-process app, a second replica) takes the job over once its lease
// lapses and finishes it from the last recorded page: every domain exists once, every registrar
// domain is counted once, and each created event is published once.
import { signedHeaders, startServiceProcess, waitFor, type ServiceProcess } from '@dop/service-testing';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { connect, type NatsConnection } from 'nats';
import { startInventory } from '../../src/lib/inventory/inventory-context';
import { ALICE, finished, startInventoryHarness, type InventoryHarness } from './inventory-harness';

jest.setTimeout(300_000);

let h: InventoryHarness;
let proc: ServiceProcess | null = null;
let nc: NatsConnection;

beforeAll(async () => {
  h = await startInventoryHarness({ worker: false, domainsEnv: { INVENTORY_LEASE_MS: '2000' } });
  nc = await connect({ servers: h.nats.url });
}, 120_000);
afterAll(async () => {
  await nc?.close();
  await proc?.kill();
  await h?.stop();
});

test('an import killed mid-way is finished by another instance, each domain created once', async () => {
  const names = h.sims.porkbun.state.seedMany(1000, { prefix: 'killed' });
  proc = await startServiceProcess('domains', {
    mongoUri: h.domains.config.MONGODB_URI,
    natsUrl: h.nats.url,
    extra: { SECRETS_KEY: h.domains.config.SECRETS_KEY, INVENTORY_LEASE_MS: '2000', INVENTORY_POLL_MS: '100' },
  });
  const res = await fetch(`${proc.url}/api/inventory/import/porkbun/${h.ids.porkbun}`, {
    method: 'POST',
    headers: { ...signedHeaders(ALICE), 'content-type': 'application/json' },
    body: JSON.stringify({ teamTag: 'killed' }),
  });
  expect(res.status).toBe(202);
  const jobId = ((await res.json()) as { id: string }).id;
  const jobs = h.domains.app.domains.models.inventoryJobs;
  await waitFor(async () => ((await jobs.findById(jobId).lean())?.pages ?? 0) >= 4, { timeoutMs: 60_000, intervalMs: 20 });
  await proc.kill();
  proc = null;
  const atKill = (await jobs.findById(jobId).lean())!;
  expect(atKill.status).toBe('running');
  expect(atKill.seen).toBeLessThan(1000);

  // The surviving instance starts its runner: it waits out the dead one's lease, then goes on.
  await startInventory(h.domains.app, h.domains.app.domains, h.domains.app.inventory, h.domains.config);
  const done = await finished(h, jobId);
  expect(done).toMatchObject({ status: 'done', seen: 1000, error: null });
  // Domains stored in the page the kill interrupted count as updated when that page is done again.
  expect(done.created + done.updated).toBe(1000);
  const domains = h.domains.app.domains.models.domains;
  expect(await domains.countDocuments({ name: { $in: names } })).toBe(1000);
  expect(await domains.countDocuments({ name: { $in: names }, teamTag: 'killed', 'inventory.registrar': 'porkbun' })).toBe(1000);
  // What subscribers get is the EVENTS stream (relays may publish a staged event twice; the stream keeps one).
  const createdEvents = async () => {
    const jsm = await nc.jetstreamManager();
    const { state } = await jsm.streams.info(EVENTS_STREAM.name);
    const count = new Map<string, number>();
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
      const m = await jsm.streams.getMessage(EVENTS_STREAM.name, { seq }).catch(() => null);
      if (m?.subject !== 'domains.domain.created') continue;
      const { name } = m.json<{ name: string }>();
      count.set(name, (count.get(name) ?? 0) + 1);
    }
    return count;
  };
  const created = await waitFor(
    async () => {
      const c = await createdEvents();
      return c.size === 1000 && c;
    },
    { timeoutMs: 60_000, intervalMs: 1000, what: 'a created event for every domain' },
  );
  expect([...created.values()].filter((n) => n !== 1)).toEqual([]);
});
