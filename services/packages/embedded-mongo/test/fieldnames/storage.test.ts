// Round trips through storage of documents whose field names are JavaScript object properties: insert,
// replace, findOneAndUpdate and distinct give back every field, in order, also after a restart.
import fc from 'fast-check';
import { startMongo, tempDir, type TestMongo } from '../engine/helpers';
import { at, body, docOf, docs, form, path, type Row } from './model';

let mongo: TestMongo;
let seq = 0;
const dir = tempDir('em-fieldnames-');

beforeAll(async () => {
  mongo = await startMongo(dir);
});
afterAll(async () => {
  await mongo.stop();
});

const coll = (prefix: string) => mongo.client.db('fieldnames').collection<Row>(`${prefix}${seq++}`);

describe('storage round trips of property-like field names', () => {
  it('insert then find, aggregate and findOne give the documents back exactly', async () => {
    await fc.assert(
      fc.asyncProperty(docs, async (list) => {
        const c = coll('r');
        await c.insertMany(list as Row[]);
        const want = list.map(form);
        expect((await c.find().sort({ _id: 1 }).toArray()).map(form)).toEqual(want);
        expect((await c.aggregate([{ $sort: { _id: 1 } }]).toArray()).map(form)).toEqual(want);
        expect(form(await c.findOne({ _id: 0 }))).toBe(want[0]);
        await c.drop();
      }),
      { numRuns: 100 },
    );
  });

  it('replaceOne and findOneAndUpdate keep every field of the new document', async () => {
    await fc.assert(
      fc.asyncProperty(body, body, async (first, second) => {
        const c = coll('w');
        await c.insertOne(docOf([['_id', 1], ...Object.entries(first)]) as Row);
        await c.replaceOne({ _id: 1 }, second as Row);
        expect(form(await c.findOne({ _id: 1 }))).toBe(form(docOf([['_id', 1], ...Object.entries(second)])));
        const after = await c.findOneAndUpdate({ _id: 1 }, { $set: { n: 1 } }, { returnDocument: 'after' });
        expect(form(after)).toBe(form(docOf([['_id', 1], ...Object.entries(second), ['n', 1]])));
        await c.drop();
      }),
      { numRuns: 100 },
    );
  });

  it('distinct reads the values at a property-like path', async () => {
    await fc.assert(
      fc.asyncProperty(docs, path, async (list, p) => {
        const c = coll('d');
        await c.insertMany(list as Row[]);
        const values = new Map<string, unknown>();
        for (const d of list) {
          const v = at(d, p);
          for (const x of Array.isArray(v) ? v : v === undefined ? [] : [v]) values.set(form(x), x);
        }
        const got = await c.distinct(p);
        expect(got.map(form).sort()).toEqual([...values.keys()].sort());
        await c.drop();
      }),
      { numRuns: 100 },
    );
  });

  it('documents read back identically after the server restarts on the same directory', async () => {
    const sample = fc.sample(docs, { numRuns: 30, seed: 7 }).flat();
    const stored = sample.map((d, i) => docOf([['_id', i], ...Object.entries(d).filter(([k]) => k !== '_id')]));
    await mongo.client
      .db('fieldnames')
      .collection<Row>('restart')
      .insertMany(stored as Row[]);
    await mongo.stop(false);
    mongo = await startMongo(dir);
    const back = await mongo.client.db('fieldnames').collection<Row>('restart').find().sort({ _id: 1 }).toArray();
    expect(back.map(form)).toEqual(stored.map(form));
  });
});
