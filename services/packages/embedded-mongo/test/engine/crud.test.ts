// CRUD through the official driver against the LMDB engine.
import { Decimal128, Double, Int32, Long, ObjectId, type Collection } from 'mongodb';
import { startMongo, type TestMongo } from './helpers';

let m: TestMongo;
// Test documents choose their own _id types, which the driver's default schema typing forbids.
type AnyDoc = any;
let c: Collection<AnyDoc>;

beforeAll(async () => {
  m = await startMongo();
});
afterAll(async () => {
  await m.stop();
});
beforeEach(async () => {
  c = m.client.db('crud').collection<AnyDoc>(`c${Math.random().toString(36).slice(2)}`);
});

describe('insert and find', () => {
  it('keeps numeric types exact and returns documents in insertion order', async () => {
    await c.insertMany([
      { _id: 3, v: new Int32(1) },
      { _id: 1, v: new Double(1) },
      { _id: 2, v: Long.fromNumber(1) },
      { _id: 4, v: Decimal128.fromString('1.50') },
    ]);
    const docs = await c.find({}, { promoteValues: false }).toArray();
    expect(docs.map((d) => d._id.valueOf())).toEqual([3, 1, 2, 4]);
    expect(docs.map((d) => d.v._bsontype)).toEqual(['Int32', 'Double', 'Long', 'Decimal128']);
    expect(docs[3].v.toString()).toBe('1.50');
    // 1, 1.0 and Long(1) are the same value for matching.
    expect(await c.countDocuments({ v: 1 })).toBe(3);
  });

  it('reports duplicate _id per document, ordered stops and unordered continues', async () => {
    await c.insertOne({ _id: 1 });
    await expect(c.insertMany([{ _id: 2 }, { _id: 1 }, { _id: 3 }])).rejects.toMatchObject({ code: 11000 });
    expect(await c.countDocuments()).toBe(2);
    const err = await c.insertMany([{ _id: 1 }, { _id: 4 }, { _id: 2 }], { ordered: false }).catch((e) => e);
    expect(err.writeErrors.map((w: { index: number }) => w.index)).toEqual([0, 2]);
    expect(await c.countDocuments()).toBe(3);
  });

  it('sorts, skips, limits and projects', async () => {
    await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ i, g: i % 5, name: `n${i}` })));
    const page = await c.find({ g: 2 }).sort({ i: -1 }).skip(2).limit(3).project({ _id: 0, i: 1 }).toArray();
    expect(page).toEqual([{ i: 37 }, { i: 32 }, { i: 27 }]);
    expect(await c.countDocuments({ g: { $in: [1, 3] } })).toBe(20);
    expect(await c.estimatedDocumentCount()).toBe(50);
  });

  it('refuses documents over 16 MiB', async () => {
    const big = 'x'.repeat(16 * 1024 * 1024);
    const res = await m.client
      .db('crud')
      .command({ insert: c.collectionName, documents: [{ big }] })
      .catch((e) => e);
    // As mongod: a write error 10334 naming the size, and nothing stored.
    expect(res).toMatchObject({ n: 0, ok: 1, writeErrors: [{ index: 0, code: 10334, errmsg: expect.stringContaining('too large') }] });
    expect(await c.countDocuments()).toBe(0);
  }, 60_000);
});

describe('update', () => {
  it('counts matched and really modified documents, multi and single', async () => {
    await c.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 1 },
      { _id: 3, a: 2 },
    ]);
    const r1 = await c.updateMany({ a: 1 }, { $set: { a: 1 } });
    expect([r1.matchedCount, r1.modifiedCount]).toEqual([2, 0]);
    const r2 = await c.updateMany({}, { $inc: { a: 10 } });
    expect([r2.matchedCount, r2.modifiedCount]).toEqual([3, 3]);
    const r3 = await c.updateOne({ a: { $gt: 10 } }, { $set: { b: true } });
    expect([r3.matchedCount, r3.modifiedCount]).toEqual([1, 1]);
    expect(await c.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ a: 11, b: true }, { a: 11 }, { a: 12 }]);
  });

  it('upserts with $setOnInsert and returns the upserted _id', async () => {
    const r = await c.updateOne({ email: 'u@x.y' }, { $set: { seen: 1 }, $setOnInsert: { created: 'now' } }, { upsert: true });
    expect(r.upsertedCount).toBe(1);
    expect(r.upsertedId).toBeInstanceOf(ObjectId);
    await c.updateOne({ email: 'u@x.y' }, { $set: { seen: 2 }, $setOnInsert: { created: 'later' } }, { upsert: true });
    expect(await c.findOne({}, { projection: { _id: 0 } })).toEqual({ email: 'u@x.y', seen: 2, created: 'now' });
    const byId = await c.updateOne({ _id: 7 }, { $set: { x: 1 } }, { upsert: true });
    expect(byId.upsertedId).toBe(7);
  });

  it('applies arrayFilters, the positional operator, replacements and pipeline updates', async () => {
    await c.insertOne({
      _id: 1,
      grades: [80, 95, 100],
      items: [
        { k: 'a', q: 1 },
        { k: 'b', q: 2 },
      ],
    });
    await c.updateOne({ _id: 1 }, { $set: { 'grades.$[g]': 0 } }, { arrayFilters: [{ g: { $gte: 95 } }] });
    await c.updateOne({ _id: 1, 'items.k': 'b' }, { $inc: { 'items.$.q': 5 } });
    expect(await c.findOne({ _id: 1 })).toEqual({
      _id: 1,
      grades: [80, 0, 0],
      items: [
        { k: 'a', q: 1 },
        { k: 'b', q: 7 },
      ],
    });
    await c.updateOne({ _id: 1 }, [{ $set: { total: { $sum: '$grades' } } }]);
    expect((await c.findOne({ _id: 1 }))?.total).toBe(80);
    await c.replaceOne({ _id: 1 }, { only: true });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, only: true });
    await expect(c.updateOne({ _id: 1 }, { $set: { _id: 2 } })).rejects.toMatchObject({ code: 66 });
  });
});

describe('delete, findAndModify, distinct', () => {
  it('deletes one or all matches', async () => {
    await c.insertMany([{ t: 1 }, { t: 1 }, { t: 1 }, { t: 2 }]);
    expect((await c.deleteOne({ t: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({ t: 1 })).deletedCount).toBe(2);
    expect(await c.countDocuments()).toBe(1);
  });

  it('empties a collection with deleteMany({}) and keeps its indexes working', async () => {
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertMany([{ k: 1 }, { k: 2 }, { k: 3 }]);
    expect((await c.deleteMany({})).deletedCount).toBe(3);
    expect([await c.countDocuments(), await c.estimatedDocumentCount()]).toEqual([0, 0]);
    await c.insertMany([{ k: 1 }, { k: 2 }]);
    await expect(c.insertOne({ k: 2 })).rejects.toMatchObject({ code: 11000 });
    expect((await c.find({ k: { $gte: 1 } }).toArray()).map((d) => d.k)).toEqual([1, 2]);
  });

  it('finds and modifies the first document in sort order', async () => {
    await c.insertMany([
      { _id: 1, p: 3 },
      { _id: 2, p: 9 },
      { _id: 3, p: 5 },
    ]);
    const before = await c.findOneAndUpdate({}, { $set: { taken: true } }, { sort: { p: -1 }, returnDocument: 'before' });
    expect(before).toEqual({ _id: 2, p: 9 });
    const after = await c.findOneAndUpdate(
      { taken: { $exists: false } },
      { $inc: { p: 1 } },
      { sort: { p: -1 }, returnDocument: 'after', projection: { p: 1 } },
    );
    expect(after).toEqual({ _id: 3, p: 6 });
    const removed = await c.findOneAndDelete({ p: { $lt: 5 } });
    expect(removed).toEqual({ _id: 1, p: 3 });
    const up = await c.findOneAndUpdate(
      { _id: 9 },
      { $setOnInsert: { fresh: 1 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(up.value).toEqual({ _id: 9, fresh: 1 });
    expect(up.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 9 });
  });

  it('returns distinct values with arrays flattened and types kept', async () => {
    await c.insertMany([{ tags: ['a', 'b'] }, { tags: 'a' }, { tags: ['c', 1] }, { tags: new Double(1) }, { other: 1 }]);
    expect(await c.distinct('tags')).toEqual([1, 'a', 'b', 'c']);
    expect(await c.distinct('tags', { tags: 'a' })).toEqual(['a', 'b']);
  });
});
