// finishJobIfDone on embedded Mongo and a real nats-server: nothing while an item is open; two
// instances finishing the last items at once store exactly one closing line, with the counts; a
// closing line that could not be published leaves the job open, and the next call closes it.
import { startMongo, startNats, streamMessages, type TestMongo, type TestNats } from '@dop/service-testing';
import { OPS_STREAM } from '@dop/contracts/ops';
import mongoose, { Schema } from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { OperationOps } from '../../src/events/operation-ops';
import { OpsEvents } from '../../src/events/ops-events';
import { finishJobIfDone } from '../../src/jobs/finish-job';

jest.setTimeout(30_000);

let mongo: TestMongo;
let nats: TestNats;
let nc: NatsConnection;
let conn: mongoose.Connection;
interface Item {
  _id: string;
  jobId: string;
  status: string;
}
interface Job {
  _id: string;
  finishedAt: Date | null;
}
let items: mongoose.Model<Item>;
let jobs: mongoose.Model<Job>;

beforeAll(async () => {
  [mongo, nats] = await Promise.all([startMongo(), startNats()]);
  nc = await connect({ servers: nats.url });
  conn = await mongoose.createConnection(mongo.uriFor('finish_job')).asPromise();
  await OpsEvents.declare(await nc.jetstreamManager());
  items = conn.model<Item>('Item', new Schema<Item>({ _id: String, jobId: String, status: String }));
  jobs = conn.model<Job>('Job', new Schema<Job>({ _id: String, finishedAt: { type: Date, default: null } }));
});
afterAll(async () => {
  await conn?.close();
  await nc?.close();
  await Promise.all([mongo?.stop(), nats?.stop()]);
});

/** The job's lines JetStream stored (what the operations service will read). */
const storedLines = async (jobId: string) =>
  (await streamMessages(nc, OPS_STREAM.name, 'ops.log.appended')).filter((l) => l.jobId === jobId);

test('one closing line with the counts, once the last item ended', async () => {
  await jobs.create({ _id: 'j1' });
  await items.create([
    { _id: 'a', jobId: 'j1', status: 'done' },
    { _id: 'b', jobId: 'j1', status: 'running' },
  ]);
  const ops = new OperationOps(nc.jetstream(), 'domain-records');
  const job = { jobId: 'j1', actor: { userId: 'u-1', userName: 'one' } };

  await finishJobIfDone({ items, jobs }, ops, job, 'Bulk add');
  expect((await jobs.findById('j1').lean())?.finishedAt).toBeNull();
  await items.updateOne({ _id: 'b' }, { $set: { status: 'failed' } });
  await Promise.all([finishJobIfDone({ items, jobs }, ops, job, 'Bulk add'), finishJobIfDone({ items, jobs }, ops, job, 'Bulk add')]);
  // A redelivered item of the finished job: nothing more.
  await finishJobIfDone({ items, jobs }, ops, job, 'Bulk add');

  expect(await storedLines('j1')).toEqual([
    expect.objectContaining({ message: 'Bulk add finished: 1 done, 1 failed', level: 'warning', jobId: 'j1', domain: null }),
  ]);
  expect((await jobs.findById('j1').lean())?.finishedAt).toBeInstanceOf(Date);
});

test('a closing line that could not be published leaves the job open; the next call closes it', async () => {
  await jobs.create({ _id: 'j2' });
  await items.create([{ _id: 'c', jobId: 'j2', status: 'done' }]);
  const job = { jobId: 'j2', actor: { userId: 'u-1' } };
  const down = new OperationOps(nc.jetstream(), 'domain-records');
  // What a publish does while nats-server restarts: it fails.
  jest.spyOn(down, 'line').mockRejectedValueOnce(new Error('CONNECTION_CLOSED'));

  await expect(finishJobIfDone({ items, jobs }, down, job, 'Bulk add')).rejects.toThrow('CONNECTION_CLOSED');
  expect((await jobs.findById('j2').lean())?.finishedAt).toBeNull();
  await finishJobIfDone({ items, jobs }, down, job, 'Bulk add');

  expect(await storedLines('j2')).toEqual([expect.objectContaining({ message: 'Bulk add finished: 1 done, 0 failed', level: 'success' })]);
  expect((await jobs.findById('j2').lean())?.finishedAt).toBeInstanceOf(Date);
});
