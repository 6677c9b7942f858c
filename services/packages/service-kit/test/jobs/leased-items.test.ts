// Leased job items on embedded Mongo: a pending item is claimed once, a live lease refuses a second
// claim (ItemBusyError), a lapsed one is taken over, a finished item is nothing to do, and the job is
// closed by exactly one caller once its last item ended.
import { startMongo, type TestMongo } from '@dop/service-testing';
import mongoose, { Schema } from 'mongoose';
import { claimLeasedItem, closeJobIfDone, ItemBusyError } from '../../src/jobs/leased-items';

jest.setTimeout(30_000);

interface Job {
  _id: string;
  finishedAt: Date | null;
}

interface Item {
  _id: string;
  jobId: string;
  status: string;
  leaseUntil: Date | null;
  attempts: number;
}

let mongo: TestMongo;
let conn: mongoose.Connection;
let items: mongoose.Model<Item>;
let jobs: mongoose.Model<Job>;

beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.uriFor('leased_items')).asPromise();
  items = conn.model<Item>(
    'Item',
    new Schema<Item>({ _id: String, jobId: String, status: String, leaseUntil: { type: Date, default: null }, attempts: { type: Number, default: 0 } }),
  );
  jobs = conn.model<Job>('Job', new Schema<Job>({ _id: String, finishedAt: { type: Date, default: null } }));
});
afterAll(async () => {
  await conn?.close();
  await mongo?.stop();
});

test('claim: pending once, busy while leased, taken over once lapsed, null when finished', async () => {
  await items.create({ _id: 'i1', jobId: 'j1', status: 'pending' });
  const first = await claimLeasedItem<Item>(items, 'i1', 60_000, { $inc: { attempts: 1 } });
  expect(first).toMatchObject({ status: 'running', attempts: 1 });
  await expect(claimLeasedItem(items, 'i1', 60_000)).rejects.toBeInstanceOf(ItemBusyError);

  await items.updateOne({ _id: 'i1' }, { $set: { leaseUntil: new Date(Date.now() - 1) } });
  const takeover = await claimLeasedItem<Item>(items, 'i1', 60_000, { $inc: { attempts: 1 } });
  expect(takeover?.attempts).toBe(2);

  await items.updateOne({ _id: 'i1' }, { $set: { status: 'done', leaseUntil: null } });
  expect(await claimLeasedItem(items, 'i1', 60_000)).toBeNull();
  expect(await claimLeasedItem(items, 'missing', 60_000)).toBeNull();
});

test('closeJobIfDone: nothing while an item is open, then the counts for exactly one caller', async () => {
  await jobs.create({ _id: 'j2' });
  await items.create([
    { _id: 'a', jobId: 'j2', status: 'done' },
    { _id: 'b', jobId: 'j2', status: 'running' },
  ]);
  expect(await closeJobIfDone({ items, jobs }, 'j2')).toBeNull();
  await items.updateOne({ _id: 'b' }, { $set: { status: 'failed' } });
  const both = await Promise.all([closeJobIfDone({ items, jobs }, 'j2'), closeJobIfDone({ items, jobs }, 'j2')]);
  expect(both.filter(Boolean)).toEqual([{ total: 2, failed: 1 }]);
  expect((await jobs.findById('j2').lean())?.finishedAt).toBeInstanceOf(Date);
});
