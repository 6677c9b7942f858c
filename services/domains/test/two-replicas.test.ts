// Two domains-service processes side by side on one NATS and one MongoDB, as two replicas run at scale:
// they share the durable consumer of the bulk-add work queue and claim each item atomically, so a
// 500-domain job is processed exactly once between them; when one is SIGKILLed mid-job the other
// finishes it. Who did what is read off the registrars.rpc.set-a-records requests: every NATS
// connection has its own reply-inbox prefix, so the prefix names the process that asked.
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { startServiceProcess, waitFor, type ServiceProcess } from '@dop/service-testing';
import { bulkAddAtNamesilo, domainNames, seedNamesilo, startHarness, type Harness } from './helpers/harness';

interface SeenRequest {
  domain: string;
  inbox: string;
  at: number;
}

let h: Harness;
let nc: NatsConnection;
const requests: SeenRequest[] = [];
let replicas: ServiceProcess[] = [];

beforeAll(async () => {
  // The in-process app only answers HTTP; the jobs run in the two replica processes.
  h = await startHarness({ worker: false });
  nc = await connect({ servers: h.nats.url });
  const codec = JSONCodec<{ domain: string }>();
  // A passive (non-queue) subscriber sees every request the registrars service answers.
  nc.subscribe('registrars.rpc.set-a-records', {
    callback: (_e, m) => requests.push({ domain: codec.decode(m.data).domain, inbox: inboxPrefix(m.reply), at: Date.now() }),
  });
  await nc.flush();
  const env = {
    mongoUri: h.domains.config.MONGODB_URI,
    natsUrl: h.nats.url,
    extra: { BULK_CONCURRENCY: '4', JOB_ACK_WAIT_MS: '3000', SECRETS_KEY: h.domains.config.SECRETS_KEY },
  };
  replicas = await Promise.all([startServiceProcess('domains', env), startServiceProcess('domains', env)]);
}, 180_000);

afterAll(async () => {
  // kill() leaves alone the victim of the second test, which is gone already.
  await Promise.all(replicas.map((r) => r.kill()));
  await nc?.close();
  await h?.stop();
});

/** `_INBOX.<connection nuid>.<request>` → `_INBOX.<connection nuid>`: one value per NATS connection. */
function inboxPrefix(reply: string | undefined): string {
  return (reply ?? '').split('.').slice(0, 2).join('.');
}

async function bulkAdd(names: string[]): Promise<string> {
  seedNamesilo(h, names);
  return bulkAddAtNamesilo(h, names, '198.51.100.7');
}

function countBy<T>(xs: T[], key: (x: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
  return m;
}

test('a 500-domain bulk add with two replicas processes every domain exactly once, shared between them', async () => {
  const names = domainNames('pair', 500);
  const jobId = await bulkAdd(names);
  const items = h.domains.app.domains.models.items;
  await waitFor(async () => (await items.countDocuments({ jobId, status: { $in: ['done', 'failed'] } })) === 500, {
    timeoutMs: 300_000,
    intervalMs: 250,
    what: 'all 500 processed',
  });
  await nc.flush();

  expect(await items.countDocuments({ jobId, status: 'done' })).toBe(500);
  const mine = requests.filter((r) => r.domain.startsWith('pair-'));
  const perDomain = countBy(mine, (r) => r.domain);
  expect(perDomain.size).toBe(500);
  expect([...perDomain.values()].every((n) => n === 1)).toBe(true);
  // Both replicas took a real share of the queue (one consumer group, not one idle standby).
  const perReplica = [...countBy(mine, (r) => r.inbox).values()];
  expect(perReplica).toHaveLength(2);
  expect(Math.min(...perReplica)).toBeGreaterThanOrEqual(50);
  for (const name of names) expect(h.sims.namesilo.state.aRecords(name)).toHaveLength(2);
}, 400_000);

test('one replica killed mid-job: the other finishes it, repeating no finished domain', async () => {
  const names = domainNames('kill', 500);
  h.sims.namesilo.controls.delayMs = 20; // long enough for the kill to land mid-job
  const jobId = await bulkAdd(names);
  const items = h.domains.app.domains.models.items;
  await waitFor(async () => (await items.countDocuments({ jobId, status: 'done' })) >= 100, {
    timeoutMs: 200_000,
    intervalMs: 100,
    what: '100 domains done',
  });

  const [victim, survivor] = replicas;
  await victim.kill();
  const killedAt = Date.now();
  const doneAtKill = new Set((await items.find({ jobId, status: 'done' }, { domain: 1 }).lean()).map((i) => i.domain));
  expect(doneAtKill.size).toBeLessThan(500);

  await waitFor(async () => (await items.countDocuments({ jobId, status: { $in: ['done', 'failed'] } })) === 500, {
    timeoutMs: 300_000,
    intervalMs: 250,
    what: 'all 500 processed by the survivor',
  });
  await nc.flush();
  expect(survivor.child.exitCode).toBeNull();
  expect(await items.countDocuments({ jobId, status: 'done' })).toBe(500);

  const mine = requests.filter((r) => r.domain.startsWith('kill-'));
  const after = mine.filter((r) => r.at > killedAt);
  // Everything after the kill came from one connection: the survivor's.
  expect(new Set(after.map((r) => r.inbox)).size).toBe(1);
  expect(after.filter((r) => doneAtKill.has(r.domain))).toEqual([]);
  const perDomain = countBy(mine, (r) => r.domain);
  expect(perDomain.size).toBe(500);
  // Only the victim's in-flight items (at most its concurrency) can have been asked twice.
  expect([...perDomain.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(4);
  for (const name of names) expect(h.sims.namesilo.state.aRecords(name)).toHaveLength(2);
}, 600_000);
