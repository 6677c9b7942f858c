// hint gives the hinted index's order to find and aggregate; collMod hides and unhides an index (a hidden
// index is kept up to date, never chosen by the planner, and cannot be hinted).
import type { Collection, Db, Document } from 'mongodb';
import { startMongo, type TestMongo } from './helpers';

let mongo: TestMongo;
let db: Db;
let coll: Collection<{ name: string; qty: number }>;

beforeAll(async () => {
  mongo = await startMongo();
  db = mongo.client.db('hint');
  coll = db.collection('stock');
  await coll.createIndex({ qty: -1, name: -1 }, { name: 'qty_-1_name_-1' });
  await coll.insertMany([
    { name: 'Andrew', qty: 4 },
    { name: 'Betty', qty: 5 },
    { name: 'Charlie', qty: 4 },
  ]);
});
afterAll(async () => {
  await mongo.stop();
});

const names = (docs: Document[]) => docs.map((d) => d.name);
const winning = async (filter: Document) => (await coll.find(filter).explain('queryPlanner')).queryPlanner.winningPlan;

describe('hint order', () => {
  it('find and aggregate return documents in the hinted index order', async () => {
    const want = ['Betty', 'Charlie', 'Andrew'];
    expect(names(await coll.find({}).hint({ qty: -1, name: -1 }).toArray())).toEqual(want);
    expect(names(await coll.aggregate([{ $match: {} }], { hint: { qty: -1, name: -1 } }).toArray())).toEqual(want);
    expect(names(await coll.aggregate([{ $project: { name: 1 } }], { hint: 'qty_-1_name_-1' }).toArray())).toEqual(want);
  });

  it('a hint to a missing index is refused by aggregate as by find', async () => {
    await expect(coll.aggregate([], { hint: { nope: 1 } }).toArray()).rejects.toMatchObject({ code: 2 });
  });
});

describe('hidden indexes (collMod index.hidden)', () => {
  it('hides and unhides, reporting the old and new state', async () => {
    expect((await winning({ qty: 5 })).inputStage?.indexName).toBe('qty_-1_name_-1');
    const hide = await db.command({ collMod: 'stock', index: { name: 'qty_-1_name_-1', hidden: true } });
    expect(hide).toMatchObject({ hidden_old: false, hidden_new: true, ok: 1 });
    expect((await coll.listIndexes().toArray()).find((i) => i.name === 'qty_-1_name_-1')?.hidden).toBe(true);
    expect((await winning({ qty: 5 })).stage).toBe('COLLSCAN');
    await expect(coll.find({}).hint('qty_-1_name_-1').toArray()).rejects.toMatchObject({ code: 2 });
    // Still maintained while hidden: unhidden, it finds a document inserted meanwhile.
    await coll.insertOne({ name: 'Dora', qty: 9 });
    const unhide = await db.command({ collMod: 'stock', index: { keyPattern: { qty: -1, name: -1 }, hidden: false } });
    expect(unhide).toMatchObject({ hidden_old: true, hidden_new: false });
    expect(names(await coll.find({ qty: 9 }).hint('qty_-1_name_-1').toArray())).toEqual(['Dora']);
    expect((await coll.listIndexes().toArray()).find((i) => i.name === 'qty_-1_name_-1')?.hidden).toBeUndefined();
  });

  it('refuses an unknown index and hiding _id', async () => {
    await expect(db.command({ collMod: 'stock', index: { name: 'nope', hidden: true } })).rejects.toMatchObject({ code: 27 });
    await expect(db.command({ collMod: 'stock', index: { name: '_id_', hidden: true } })).rejects.toMatchObject({ code: 72 });
  });

  it('changes a TTL index expireAfterSeconds', async () => {
    const ttl = db.collection('ttl');
    await ttl.createIndex({ at: 1 }, { expireAfterSeconds: 100 });
    const r = await db.command({ collMod: 'ttl', index: { keyPattern: { at: 1 }, expireAfterSeconds: 5 } });
    expect(r).toMatchObject({ expireAfterSeconds_old: 100, expireAfterSeconds_new: 5 });
    expect((await ttl.listIndexes().toArray()).find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(5);
  });
});
