// Indexes through the driver: unique (single, compound, sparse, partial), the E11000 shape,
// builds over existing data, DDL errors, and the planner using an index (counted by explain).
import type { Collection, Document } from 'mongodb';
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
  c = m.client.db('ix').collection<AnyDoc>(`c${Math.random().toString(36).slice(2)}`);
});

async function examined(filter: Document, sort?: Document): Promise<{ keys: number; docs: number; n: number; stage: string }> {
  let cursor = c.find(filter);
  if (sort) cursor = cursor.sort(sort);
  const e = await cursor.explain('executionStats');
  return {
    keys: e.executionStats.totalKeysExamined,
    docs: e.executionStats.totalDocsExamined,
    n: e.executionStats.nReturned,
    stage: e.queryPlanner.winningPlan.inputStage?.indexName ?? e.queryPlanner.winningPlan.stage,
  };
}

describe('unique indexes', () => {
  it('reports E11000 exactly like MongoDB, with keyPattern and keyValue', async () => {
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@b.c' });
    const err = await c.insertOne({ email: 'a@b.c' }).catch((e) => e);
    expect(err.code).toBe(11000);
    expect(err.errmsg ?? err.message).toBe(
      `E11000 duplicate key error collection: ix.${c.collectionName} index: email_1 dup key: { email: "a@b.c" }`,
    );
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'a@b.c' });
  });

  it('enforces compound uniqueness on the whole key, and on updates', async () => {
    await c.createIndex({ org: 1, slug: 1 }, { unique: true });
    await c.insertMany([
      { org: 1, slug: 'x' },
      { org: 2, slug: 'x' },
      { org: 1, slug: 'y' },
    ]);
    const err = await c.insertOne({ org: 1, slug: 'x' }).catch((e) => e);
    expect(err.keyValue).toEqual({ org: 1, slug: 'x' });
    await expect(c.updateOne({ org: 1, slug: 'y' }, { $set: { slug: 'x' } })).rejects.toMatchObject({ code: 11000 });
    expect(await c.countDocuments({ slug: 'y' })).toBe(1);
  });

  it('treats missing fields as null unless the index is sparse; partial indexes cover only matches', async () => {
    await c.createIndex({ a: 1 }, { unique: true });
    await c.insertOne({ x: 1 });
    await expect(c.insertOne({ x: 2 })).rejects.toMatchObject({ code: 11000, keyValue: { a: null } });
    const s = m.client.db('ix').collection(`${c.collectionName}_s`);
    await s.createIndex({ a: 1 }, { unique: true, sparse: true });
    await s.insertMany([{ x: 1 }, { x: 2 }, { a: 1 }]);
    await expect(s.insertOne({ a: 1 })).rejects.toMatchObject({ code: 11000 });
    const p = m.client.db('ix').collection(`${c.collectionName}_p`);
    await p.createIndex({ user: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await p.insertMany([
      { user: 'u', active: false },
      { user: 'u', active: false },
      { user: 'u', active: true },
    ]);
    await expect(p.insertOne({ user: 'u', active: true })).rejects.toMatchObject({ code: 11000 });
    expect((await p.listIndexes().toArray())[1]).toMatchObject({ name: 'user_1', unique: true, partialFilterExpression: { active: true } });
    // The partial index serves only queries that imply its filter.
    const planOf = async (f: Document) => (await p.find(f).explain()).queryPlanner.winningPlan;
    expect((await planOf({ user: 'u', active: true })).inputStage?.indexName).toBe('user_1');
    expect((await planOf({ user: 'u' })).stage).toBe('COLLSCAN');
    expect(await p.countDocuments({ user: 'u', active: true })).toBe(1);
  });

  it('refuses to build a unique index over duplicates and leaves no index behind', async () => {
    await c.insertMany([{ k: 1 }, { k: 2 }, { k: 1 }]);
    await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await c.createIndex({ k: 1 });
    expect(await examined({ k: 1 })).toMatchObject({ keys: 2, docs: 2, n: 2, stage: 'k_1' });
  });

  it('folds strings for a case-insensitive collation, so uniqueness ignores case', async () => {
    await c.createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
    await c.insertOne({ email: 'Ada@X.io' });
    await expect(c.insertOne({ email: 'ada@x.io' })).rejects.toMatchObject({ code: 11000 });
    expect(await c.countDocuments({ email: 'Ada@X.io' })).toBe(1);
    expect(await c.countDocuments({ email: 'ada@x.io' })).toBe(0);
    expect(await c.countDocuments({ email: 'ada@x.io' }, { collation: { locale: 'en', strength: 2 } })).toBe(1);
  });

  it('indexes strings of any length: unique stays exact, range queries stay complete', async () => {
    await c.createIndex({ key: 1 }, { unique: true });
    const base = 'p'.repeat(2500);
    await c.insertMany(['a', 'c', 'b', 'e', 'd'].map((x) => ({ key: `${base}${x}` })));
    await expect(c.insertOne({ key: `${base}c` })).rejects.toMatchObject({ code: 11000 });
    expect(await c.countDocuments({ key: `${base}d` })).toBe(1);
    expect((await c.find({ key: { $gt: `${base}b` } }).toArray()).map((d) => d.key.slice(-1)).sort()).toEqual(['c', 'd', 'e']);
    expect(await c.countDocuments({ key: { $lte: `${base}b`, $gte: 'p' } })).toBe(2);
  });

  it('handles multikey values: one entry per element, no duplicates within a document', async () => {
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ['a', 'b', 'a'] });
    await expect(c.insertOne({ tags: ['c', 'b'] })).rejects.toMatchObject({ code: 11000, keyValue: { tags: 'b' } });
    expect(await c.countDocuments({ tags: 'b' })).toBe(1);
  });
});

describe('index DDL', () => {
  it('lists, conflicts and drops like MongoDB', async () => {
    expect(await c.createIndexes([{ key: { a: 1 } }, { key: { b: -1, c: 1 }, name: 'bc' }])).toEqual(['a_1', 'bc']);
    expect(await c.createIndex({ a: 1 })).toBe('a_1');
    await expect(c.createIndex({ a: 1 }, { name: 'other' })).rejects.toMatchObject({ code: 85 });
    await expect(c.createIndex({ z: 1 }, { name: 'a_1' })).rejects.toMatchObject({ code: 86 });
    await expect(c.createIndex({ t: 'geoHaystack' as '2d' })).rejects.toMatchObject({ code: 67 });
    expect((await c.listIndexes().toArray()).map((i) => [i.name, i.key])).toEqual([
      ['_id_', { _id: 1 }],
      ['a_1', { a: 1 }],
      ['bc', { b: -1, c: 1 }],
    ]);
    await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
    await expect(c.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
    await c.dropIndex('bc');
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await expect(m.client.db('ix').collection('missing').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
  });

  it('answers a hint to a missing index with error 2', async () => {
    await c.insertOne({ a: 1 });
    await expect(c.find({ a: 1 }).hint('nope').toArray()).rejects.toMatchObject({ code: 2 });
    await c.createIndex({ a: 1 });
    expect(await c.find({}).hint({ a: 1 }).toArray()).toHaveLength(1);
  });
});

describe('query planning', () => {
  beforeEach(async () => {
    await c.createIndexes([{ key: { email: 1 }, unique: true }, { key: { org: 1, at: -1 } }, { key: { name: 1 } }]);
    const docs = Array.from({ length: 2000 }, (_, i) => ({ email: `u${i}@x.y`, org: i % 20, at: i, name: `name ${i % 500}` }));
    await c.insertMany(docs);
  });

  it('serves equality, $in and ranges from an index, re-checking the rest of the filter', async () => {
    expect(await examined({ email: 'u1234@x.y' })).toEqual({ keys: 1, docs: 1, n: 1, stage: 'email_1' });
    expect(await examined({ email: { $in: ['u1@x.y', 'u2@x.y', 'nobody'] } })).toMatchObject({ docs: 2, n: 2, stage: 'email_1' });
    expect(await examined({ org: 3, at: { $gte: 1000, $lt: 1200 } })).toMatchObject({ docs: 10, n: 10, stage: 'org_1_at_-1' });
    expect(await examined({ org: 3, name: 'name 3' })).toMatchObject({ docs: 4, n: 4, stage: 'name_1' });
    expect(await examined({ org: 3, name: { $ne: 'x' } })).toMatchObject({ docs: 100, n: 100, stage: 'org_1_at_-1' });
  });

  it('uses an index for sort, so a limited page reads only that page', async () => {
    const page = await c.find({ org: 7 }).sort({ at: -1 }).limit(5).toArray();
    expect(page.map((d) => d.at)).toEqual([1987, 1967, 1947, 1927, 1907]);
    expect(await examined({ org: 7 }, { at: 1 })).toMatchObject({ n: 100, stage: 'org_1_at_-1' });
    const cursor = c.find({}).sort({ email: 1 }).limit(3);
    const e = await cursor.explain('executionStats');
    expect(e.executionStats.totalDocsExamined).toBe(3);
  });

  it('answers a $or whose branches use indexes as a union, each document once', async () => {
    const e = await c.find({ $or: [{ email: 'u5@x.y' }, { name: 'name 5' }] }).explain('executionStats');
    expect(e.queryPlanner.winningPlan.inputStage.stage).toBe('OR');
    expect(e.executionStats).toMatchObject({ nReturned: 4, totalDocsExamined: 5 });
    expect(await c.countDocuments({ $or: [{ email: 'u5@x.y' }, { name: 'name 5' }] })).toBe(4);
  });

  it('tests regexes against index keys before fetching documents', async () => {
    const r = await examined({ name: /^name 12\d$/ });
    expect(r).toMatchObject({ n: 40, docs: 40, stage: 'name_1' });
    expect(await c.countDocuments({ name: { $regex: '99$' } })).toBe(20);
  });
});
