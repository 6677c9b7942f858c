// Query operators on fields named like JavaScript object properties ($exists, $eq, $ne, $in,
// $elemMatch), with and without an index on the path, against the reference model.
import fc from 'fast-check';
import type { Collection, Document } from 'mongodb';
import { startMongo, type TestMongo } from '../engine/helpers';
import { at, docs, path, type Doc, type Row } from './model';

let mongo: TestMongo;
let seq = 0;

beforeAll(async () => {
  mongo = await startMongo();
});
afterAll(async () => {
  await mongo.stop();
});

const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('x', 'y'));

type Case = { filter: Document; expect: (d: Doc) => boolean };

const equal = (v: unknown, q: unknown): boolean => v === q || (Array.isArray(v) && v.includes(q as number));

const cases: fc.Arbitrary<Case> = fc.oneof(
  fc
    .tuple(path, fc.boolean())
    .map(([p, on]) => ({ filter: { [p]: { $exists: on } }, expect: (d: Doc) => (at(d, p) !== undefined) === on })),
  fc.tuple(path, value).map(([p, q]) => ({ filter: { [p]: q }, expect: (d: Doc) => equal(at(d, p), q) })),
  fc.tuple(path, value).map(([p, q]) => ({ filter: { [p]: { $eq: q } }, expect: (d: Doc) => equal(at(d, p), q) })),
  fc.tuple(path, value).map(([p, q]) => ({ filter: { [p]: { $ne: q } }, expect: (d: Doc) => !equal(at(d, p), q) })),
  fc.tuple(path, fc.array(value, { minLength: 1, maxLength: 3 })).map(([p, qs]) => ({
    filter: { [p]: { $in: qs } },
    expect: (d: Doc) => qs.some((q) => equal(at(d, p), q)),
  })),
  fc.tuple(path, fc.integer({ min: -3, max: 3 })).map(([p, k]) => ({
    filter: { [p]: { $elemMatch: { $gte: k } } },
    expect: (d: Doc) => {
      const v = at(d, p);
      return Array.isArray(v) && v.some((e) => typeof e === 'number' && e >= k);
    },
  })),
);

async function fresh(): Promise<Collection<Row>> {
  return mongo.client.db('fieldnames').collection<Row>(`q${seq++}`);
}

function ids(list: Document[]): number[] {
  return list.map((d) => d._id as number).sort((a, b) => a - b);
}

describe('query operators on property-like field names', () => {
  it('find, count and $match select exactly the documents the model selects', async () => {
    await fc.assert(
      fc.asyncProperty(docs, cases, async (list, c) => {
        const coll = await fresh();
        await coll.insertMany(list as Row[]);
        const want = list.filter(c.expect).map((d) => d._id as number);
        expect(ids(await coll.find(c.filter).toArray())).toEqual(want);
        expect(await coll.countDocuments(c.filter)).toBe(want.length);
        expect(ids(await coll.aggregate([{ $match: c.filter }]).toArray())).toEqual(want);
        await coll.drop();
      }),
      { numRuns: 150 },
    );
  });

  it('an index on the path gives the same answers (index keys read own fields only)', async () => {
    await fc.assert(
      fc.asyncProperty(docs, cases, async (list, c) => {
        const coll = await fresh();
        const p = Object.keys(c.filter)[0];
        await coll.createIndex({ [p]: 1 }, { name: 'p' });
        await coll.insertMany(list as Row[]);
        const want = list.filter(c.expect).map((d) => d._id as number);
        expect(ids(await coll.find(c.filter).hint('p').toArray())).toEqual(want);
        await coll.drop();
      }),
      { numRuns: 100 },
    );
  });
});
