// The 8.0 client bulkWrite command and `sort` on update statements, through the official driver and raw.
import type { MongoClient } from 'mongodb';

interface Doc {
  _id: number;
  [field: string]: unknown;
}
import { startMongo, type TestMongo } from './helpers';

let mongo: TestMongo;
let client: MongoClient;

beforeAll(async () => {
  mongo = await startMongo();
  client = mongo.client;
});

afterAll(() => mongo.stop());

describe('client bulkWrite (MongoDB 8.0)', () => {
  it('runs inserts, updates and deletes across namespaces with per-op results', async () => {
    await client
      .db('a')
      .collection<Doc>('c')
      .insertMany([
        { _id: 1, x: 1 },
        { _id: 2, x: 2 },
        { _id: 3, x: 3 },
      ]);
    // Typed models would pin _id to ObjectId; these tests use numbers, as the scenarios do.
    const models = [
      { name: 'insertOne', namespace: 'b.d', document: { _id: 10 } },
      { name: 'updateMany', namespace: 'a.c', filter: { x: { $gte: 2 } }, update: { $inc: { x: 10 } } },
      { name: 'replaceOne', namespace: 'a.c', filter: { _id: 9 }, replacement: { y: 1 }, upsert: true },
      { name: 'deleteOne', namespace: 'a.c', filter: { _id: 1 } },
    ];
    const r = await client.bulkWrite(models as never, { verboseResults: true });
    expect(r).toMatchObject({ insertedCount: 1, matchedCount: 2, modifiedCount: 2, upsertedCount: 1, deletedCount: 1 });
    expect(r.updateResults?.get(2)).toMatchObject({ matchedCount: 1, modifiedCount: 0, upsertedId: 9 });
    expect(await client.db('a').collection<Doc>('c').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 2, x: 12 },
      { _id: 3, x: 13 },
      { _id: 9, y: 1 },
    ]);
    expect(await client.db('b').collection('d').countDocuments()).toBe(1);
  });

  it('reports an op error and stops there when ordered; errorsOnly leaves out the successes', async () => {
    const admin = client.db('admin');
    const reply = await admin.command({
      bulkWrite: 1,
      ops: [
        { insert: 0, document: { _id: 2 } },
        { insert: 0, document: { _id: 20 } },
        { insert: 0, document: { _id: 20 } },
        { insert: 0, document: { _id: 21 } },
      ],
      nsInfo: [{ ns: 'a.c' }],
      ordered: false,
      errorsOnly: true,
    });
    expect(reply).toMatchObject({ ok: 1, nErrors: 2, nInserted: 2, cursor: { id: 0, ns: 'admin.$cmd.bulkWrite' } });
    expect(reply.cursor.firstBatch.map((e: { idx: number; code: number }) => [e.idx, e.code])).toEqual([
      [0, 11000],
      [2, 11000],
    ]);
    const ordered = await admin.command({
      bulkWrite: 1,
      ops: [
        { insert: 0, document: { _id: 2 } },
        { insert: 0, document: { _id: 30 } },
      ],
      nsInfo: [{ ns: 'a.c' }],
    });
    expect(ordered).toMatchObject({ nErrors: 1, nInserted: 0 });
    expect(ordered.cursor.firstBatch).toHaveLength(1);
  });
});

describe('sort on update statements (MongoDB 8.0)', () => {
  it('updateOne and replaceOne take the first match in sort order', async () => {
    const coll = client.db('s').collection<Doc>('c');
    await coll.insertMany([
      { _id: 1, v: 3 },
      { _id: 2, v: 1 },
      { _id: 3, v: 2 },
    ]);
    await coll.updateOne({}, { $set: { hit: true } }, { sort: { v: 1 } });
    await coll.replaceOne({ v: { $gte: 2 } }, { v: 0 }, { sort: { v: -1 } });
    expect(await coll.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 0 },
      { _id: 2, v: 1, hit: true },
      { _id: 3, v: 2 },
    ]);
  });

  it('refuses sort with multi: true as FailedToParse', async () => {
    const err = await client
      .db('s')
      .command({ update: 'c', updates: [{ q: {}, u: { $set: { z: 1 } }, multi: true, sort: { v: 1 } }] })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 9, message: 'Cannot specify sort with multi=true' });
  });
});
