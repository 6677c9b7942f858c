// finishJobIfDone on embedded Mongo and a real nats-server: two instances finishing the last items at
// once write exactly one closing line, with the counts, and nothing while an item is still open.
import { startMongo, startNats, waitFor, type TestMongo, type TestNats } from '@dop/service-testing';
import mongoose, { Schema } from 'mongoose';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { OperationOps } from '../../src/events/operation-ops';
import { OpsEvents } from '../../src/events/ops-events';
import { finishJobIfDone } from '../../src/jobs/finish-job';

jest.setTimeout(30_000);

let mongo: TestMongo;
let nats: TestNats;
let nc: NatsConnection;
let conn: mongoose.Connection;

beforeAll(async () => {
  [mongo, nats] = await Promise.all([startMongo(), startNats()]);
  nc = await connect({ servers: nats.url });
  conn = await mongoose.createConnection(mongo.uriFor('finish_job')).asPromise();
  await OpsEvents.declare(await nc.jetstreamManager());
});
afterAll(async () => {
  await conn?.close();
  await nc?.close();
  await Promise.all([mongo?.stop(), nats?.stop()]);
});

test('one closing line with the counts, once the last item ended', async () => {
  const items = conn.model('Item', new Schema({ _id: String, jobId: String, status: String }));
  const jobs = conn.model('Job', new Schema({ _id: String, finishedAt: { type: Date, default: null } }));
  await jobs.create({ _id: 'j1' });
  await items.create([
    { _id: 'a', jobId: 'j1', status: 'done' },
    { _id: 'b', jobId: 'j1', status: 'running' },
  ]);
  const lines: Array<Record<string, unknown>> = [];
  const codec = JSONCodec<Record<string, unknown>>();
  nc.subscribe('ops.log.appended', { callback: (_e, m) => lines.push(codec.decode(m.data)) });
  await nc.flush();
  const ops = new OperationOps(nc.jetstream(), 'domain-records');
  const job = { jobId: 'j1', actor: { userId: 'u-1', userName: 'one' } };

  await finishJobIfDone({ items, jobs }, ops, job, 'Bulk add');
  await items.updateOne({ _id: 'b' }, { $set: { status: 'failed' } });
  await Promise.all([finishJobIfDone({ items, jobs }, ops, job, 'Bulk add'), finishJobIfDone({ items, jobs }, ops, job, 'Bulk add')]);
  await nc.flush();

  await waitFor(() => lines.length > 0, { what: 'the closing line' });
  expect(lines).toEqual([
    expect.objectContaining({ message: 'Bulk add finished: 1 done, 1 failed', level: 'warning', jobId: 'j1', domain: null }),
  ]);
});
