// Killing the domains service (SIGKILL) in the middle of a 200-domain bulk job and starting it again
// still processes every domain exactly once: no domain finished before the kill is sent to the
// registrar again, and every domain ends with its A records at the simulator. A domain in flight at
// the kill may be asked twice, under the same step id both times, so its log lines are kept once.
import { connect, JSONCodec } from 'nats';
import { startServiceProcess, waitFor, type ServiceProcess } from '@dop/service-testing';
import { bulkAddAtNamesilo, domainNames, seedNamesilo, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let proc: ServiceProcess | null = null;
beforeAll(async () => {
  // The in-process app only answers HTTP; the job runs in the child processes.
  h = await startHarness({ worker: false });
});
afterAll(async () => {
  await proc?.kill();
  await h.stop();
});

test('a restart mid-job loses no domain and repeats no finished one', async () => {
  const names = domainNames('restart', 200);
  seedNamesilo(h, names);
  h.sims.namesilo.controls.delayMs = 40; // long enough for the kill to land mid-job
  // A passive (non-queue) subscriber sees every set-a-records request the registrars service answers.
  const nc = await connect({ servers: h.nats.url });
  const codec = JSONCodec<{ domain: string; stepId?: string }>();
  const requests: Array<{ domain: string; stepId?: string; at: number }> = [];
  nc.subscribe('registrars.rpc.set-a-records', {
    callback: (_e, m) => {
      const { domain, stepId } = codec.decode(m.data);
      requests.push({ domain, stepId, at: Date.now() });
    },
  });
  await nc.flush();

  const env = {
    mongoUri: h.domains.config.MONGODB_URI,
    natsUrl: h.nats.url,
    extra: { BULK_CONCURRENCY: '4', JOB_ACK_WAIT_MS: '3000', SECRETS_KEY: h.domains.config.SECRETS_KEY },
  };
  proc = await startServiceProcess('domains', env);
  const jobId = await bulkAddAtNamesilo(h, names, '198.51.100.4');
  const items = h.domains.app.domains.models.items;
  await waitFor(async () => (await items.countDocuments({ jobId, status: 'done' })) >= 50, {
    timeoutMs: 120_000,
    intervalMs: 100,
    what: '50 domains done',
  });

  await proc.kill();
  const killedAt = Date.now();
  const doneAtKill = new Set((await items.find({ jobId, status: 'done' }, { domain: 1 }).lean()).map((i) => i.domain));
  expect(doneAtKill.size).toBeLessThan(200);

  proc = await startServiceProcess('domains', env);
  await waitFor(async () => (await items.countDocuments({ jobId, status: { $in: ['done', 'failed'] } })) === 200, {
    timeoutMs: 300_000,
    intervalMs: 250,
    what: 'all 200 processed',
  });
  await nc.flush();
  await nc.close();

  expect(await items.countDocuments({ jobId, status: 'done' })).toBe(200);
  const after = requests.filter((r) => r.at > killedAt).map((r) => r.domain);
  expect(after.filter((d) => doneAtKill.has(d))).toEqual([]);
  const perDomain = new Map<string, number>();
  for (const r of requests) perDomain.set(r.domain, (perDomain.get(r.domain) ?? 0) + 1);
  expect(perDomain.size).toBe(200);
  // Only the few in flight at the kill (at most the concurrency) can have been asked twice.
  expect([...perDomain.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(4);
  for (const name of names) expect(h.sims.namesilo.state.aRecords(name)).toHaveLength(2);
  // One step id per domain however often it was asked: the item and the registrar account.
  const itemIds = new Map((await items.find({ jobId }, { domain: 1 }).lean()).map((i) => [i.domain, String(i._id)]));
  for (const r of requests) expect(r.stepId).toBe(`${itemIds.get(r.domain)}:namesilo:${h.namesiloId}`);
}, 600_000);
