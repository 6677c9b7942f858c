// Leased job items on embedded Mongo: a pending item is claimed once, a live lease refuses a second
// claim (ItemBusyError), a lapsed one is taken over, a finished item is nothing to do, and a job has
// open items until every one ended.
import { startMongo, type TestMongo } from '@dop/service-testing';
import mongoose, { Schema } from 'mongoose';
import { claimLeasedItem, hasOpenItems, ItemBusyError } from '../../src/jobs/leased-items';

jest.setTimeout(30_000);

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

beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.uriFor('leased_items')).asPromise();
  items = conn.model<Item>(
    'Item',
    new Schema<Item>({
      _id: String,
      jobId: String,
      status: String,
      leaseUntil: { type: Date, default: null },
      attempts: { type: Number, default: 0 },
    }),
  );
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

test('hasOpenItems: true while an item is pending or running, false once every item ended', async () => {
  await items.create([
    { _id: 'c', jobId: 'j2', status: 'done' },
    { _id: 'd', jobId: 'j2', status: 'pending' },
    { _id: 'e', jobId: 'j2', status: 'running' },
  ]);
  expect(await hasOpenItems(items, 'j2')).toBe(true);
  await items.updateOne({ _id: 'd' }, { $set: { status: 'failed' } });
  expect(await hasOpenItems(items, 'j2')).toBe(true);
  await items.updateOne({ _id: 'e' }, { $set: { status: 'done' } });
  expect(await hasOpenItems(items, 'j2')).toBe(false);
});
