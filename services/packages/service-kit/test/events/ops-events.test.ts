// OpsEvents/OperationOps on a real nats-server: what lands on ops.log.appended and ops.result.changed
// (actor, operation type, job, cut messages), and the failure policy: with a log a failed publish is
// logged and swallowed, without one it throws.
import { startNats, type TestNats } from '@dop/service-testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { OperationOps } from '../../src/events/operation-ops';
import { OpsEvents } from '../../src/events/ops-events';

jest.setTimeout(30_000);

const codec = JSONCodec<Record<string, unknown>>();
const actor = { userId: 'u-ops', userName: 'ops' };

let nats: TestNats;
let nc: NatsConnection;
beforeAll(async () => {
  nats = await startNats();
  nc = await connect({ servers: nats.url });
});
afterAll(async () => {
  await nc?.close();
  await nats?.stop();
});

/** Publishes with the OPS stream declared and returns the events seen on ops.> meanwhile. */
async function seen(publish: () => Promise<void>): Promise<Array<{ subject: string; data: Record<string, unknown> }>> {
  await OpsEvents.declare(await nc.jetstreamManager());
  const got: Array<{ subject: string; data: Record<string, unknown> }> = [];
  const sub = nc.subscribe('ops.>', { callback: (_e, m) => got.push({ subject: m.subject, data: codec.decode(m.data) }) });
  await nc.flush();
  await publish();
  await nc.flush();
  sub.unsubscribe();
  return got;
}

test('a line and a result carry the run, cut to the contract limits', async () => {
  const ops = new OpsEvents(nc.jetstream());
  const run = { actor, operationType: 'billing' as const, jobId: 'job-1', teamTag: 'red' };
  const got = await seen(async () => {
    await ops.line(run, 'a.com', 'warning', 'x'.repeat(12_000));
    await ops.result(run, 'a.com', { namesilo: 'Registered' }, 'y'.repeat(3000), true);
  });
  expect(got.map((e) => e.subject)).toEqual(['ops.log.appended', 'ops.result.changed']);
  expect(got[0].data).toMatchObject({ actor, operationType: 'billing', jobId: 'job-1', domain: 'a.com', level: 'warning' });
  expect(got[0].data.message).toHaveLength(10_000);
  expect(got[1].data).toMatchObject({ resultId: 'job-1', userId: 'u-ops', teamTag: 'red', success: true });
  expect(got[1].data.statuses).toEqual({ namesilo: 'Registered' });
  expect(got[1].data.message).toHaveLength(2000);
});

test('OperationOps names its operation type and reads success off the statuses', async () => {
  const ops = new OperationOps(nc.jetstream(), 'cloudflare', { successOf: (s) => s.cloudflare === 'Success' });
  const plain = new OperationOps(nc.jetstream(), 'domain-records');
  const got = await seen(async () => {
    await ops.line(actor, null, 'info', 'started', 'job-2');
    await ops.result(actor, 'b.com', { cloudflare: 'Failed' }, 'no zone', { jobId: 'job-2' });
    await plain.result(actor, 'c.com', { cloudflare: 'Success' }, 'done');
  });
  expect(got[0].data).toMatchObject({ operationType: 'cloudflare', domain: null, jobId: 'job-2', message: 'started' });
  expect(got[1].data).toMatchObject({ operationType: 'cloudflare', resultId: 'job-2', teamTag: null, success: false });
  expect(got[2].data).toMatchObject({ operationType: 'domain-records', message: 'done' });
  expect(got[2].data).not.toHaveProperty('success');
});

test('a failed publish throws without a log and is logged with one', async () => {
  // A connection already closed cannot publish: the same failure as a nats-server that went away.
  const closed = await connect({ servers: nats.url });
  await closed.close();
  const run = { actor, operationType: 'ssh' as const, jobId: 'job-3' };
  await expect(new OpsEvents(closed.jetstream()).line(run, 'h1', 'error', 'lost')).rejects.toThrow();
  const logged: Array<{ obj: object; msg: string }> = [];
  const quiet = new OpsEvents(closed.jetstream(), { log: { error: (obj, msg) => logged.push({ obj, msg }) } });
  await expect(quiet.result(run, 'h1', { cloudflare: 'Failed' }, 'lost')).resolves.toBeUndefined();
  expect(logged).toEqual([{ obj: expect.objectContaining({ operationType: 'ssh', jobId: 'job-3' }), msg: 'could not publish ops result' }]);
});
