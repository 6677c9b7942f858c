// aggregate through the driver: $match pushed to an index, $group/$facet/$lookup from the query layer,
// $out and $merge written by the engine.
import type { Db } from 'mongodb';

// Documents here use string and number _ids, which the driver's default schema typing forbids.
import { startMongo, type TestMongo } from './helpers';

let m: TestMongo;
let db: Db;

beforeAll(async () => {
  m = await startMongo();
  db = m.client.db('agg');
  await db.collection<any>('orders').insertMany([
    { _id: 1, customer: 'c1', total: 10, status: 'paid' },
    { _id: 2, customer: 'c2', total: 25, status: 'paid' },
    { _id: 3, customer: 'c1', total: 5, status: 'open' },
    { _id: 4, customer: 'c3', total: 40, status: 'paid' },
  ]);
  await db.collection<any>('customers').insertMany([
    { _id: 'c1', name: 'Ada' },
    { _id: 'c2', name: 'Bob' },
  ]);
  await db.collection<any>('orders').createIndex({ status: 1 });
});
afterAll(async () => {
  await m.stop();
});

describe('aggregate', () => {
  it('groups, sorts and counts', async () => {
    const rows = await db
      .collection('orders')
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$customer', sum: { $sum: '$total' }, n: { $sum: 1 } } },
        { $sort: { sum: -1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'c3', sum: 40, n: 1 },
      { _id: 'c2', sum: 25, n: 1 },
      { _id: 'c1', sum: 10, n: 1 },
    ]);
    expect(
      await db
        .collection<any>('orders')
        .aggregate([{ $match: { total: { $gt: 8 } } }, { $count: 'n' }])
        .toArray(),
    ).toEqual([{ n: 3 }]);
  });

  it('joins another collection with $lookup and unwinds it', async () => {
    const rows = await db
      .collection('orders')
      .aggregate([
        { $match: { status: 'paid' } },
        { $sort: { _id: 1 } },
        { $lookup: { from: 'customers', localField: 'customer', foreignField: '_id', as: 'who' } },
        { $unwind: { path: '$who', preserveNullAndEmptyArrays: true } },
        { $project: { _id: 1, name: '$who.name' } },
      ])
      .toArray();
    expect(rows).toEqual([{ _id: 1, name: 'Ada' }, { _id: 2, name: 'Bob' }, { _id: 4 }]);
  });

  it('runs sub-pipelines with $facet', async () => {
    const [facets] = await db
      .collection('orders')
      .aggregate([{ $facet: { total: [{ $count: 'n' }], top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }] } }])
      .toArray();
    expect(facets).toEqual({ total: [{ n: 4 }], top: [{ _id: 4 }] });
  });

  it('writes results with $out, replacing the target and keeping its indexes', async () => {
    const target = db.collection<any>('paid_totals');
    await target.insertOne({ _id: 'stale' });
    await target.createIndex({ sum: 1 });
    const out = await db
      .collection<any>('orders')
      .aggregate([{ $match: { status: 'paid' } }, { $group: { _id: '$customer', sum: { $sum: '$total' } } }, { $out: 'paid_totals' }])
      .toArray();
    expect(out).toEqual([]);
    expect(await target.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'c1', sum: 10 },
      { _id: 'c2', sum: 25 },
      { _id: 'c3', sum: 40 },
    ]);
    expect((await target.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'sum_1']);
  });

  it('folds results into a collection with $merge', async () => {
    const target = db.collection<any>('merged');
    await target.insertMany([{ _id: 'c1', note: 'keep', sum: 0 }]);
    await db
      .collection<any>('orders')
      .aggregate([
        { $group: { _id: '$customer', sum: { $sum: '$total' } } },
        { $merge: { into: 'merged', whenMatched: 'merge', whenNotMatched: 'insert' } },
      ])
      .toArray();
    expect(await target.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'c1', note: 'keep', sum: 15 },
      { _id: 'c2', sum: 25 },
      { _id: 'c3', sum: 40 },
    ]);
  });

  it('refuses $out anywhere but last', async () => {
    await expect(
      db
        .collection<any>('orders')
        .aggregate([{ $out: 'x' }, { $match: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40601 });
  });
});
