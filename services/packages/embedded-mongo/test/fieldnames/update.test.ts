// Update operators ($set, $unset, $inc, $push, $addToSet, $pull, $rename) on fields named like
// JavaScript object properties: the stored document is what the reference model says, or the update is
// refused and the document is unchanged.
import fc from 'fast-check';
import { startMongo, type TestMongo } from '../engine/helpers';
import { docs, form, type Doc, type Row } from './model';
import { expected, updates } from './update-model';

let mongo: TestMongo;
let seq = 0;

beforeAll(async () => {
  mongo = await startMongo();
});
afterAll(async () => {
  await mongo.stop();
});

describe('update operators on property-like field names', () => {
  it('store exactly what the model computes, or refuse and keep the document', async () => {
    await fc.assert(
      fc.asyncProperty(docs, fc.array(updates, { minLength: 1, maxLength: 3 }), async (list, steps) => {
        const coll = mongo.client.db('fieldnames').collection<Row>(`u${seq++}`);
        await coll.insertMany(list as Row[]);
        const model = new Map<number, Doc>(list.map((d) => [d._id as number, d]));
        for (const step of steps) {
          for (const [id, before] of model) {
            const after = expected(step, before);
            const result = await coll.updateOne({ _id: id }, step.update).then(
              () => 'ok',
              (err: { code?: number }) => `refused ${err.code}`,
            );
            expect([id, form(step.update), result.startsWith('refused')]).toEqual([id, form(step.update), after === undefined]);
            if (after) model.set(id, after);
          }
        }
        const stored = await coll.find().sort({ _id: 1 }).toArray();
        expect(stored.map(form)).toEqual([...model.values()].map(form));
        await coll.drop();
      }),
      { numRuns: 200 },
    );
  });

  it('upserts seed the new document from property-like equality fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('constructor', '__proto__', 'toString', 'valueOf'), fc.integer(), async (k, v) => {
        const coll = mongo.client.db('fieldnames').collection<Row>(`s${seq++}`);
        await coll.updateOne(
          Object.fromEntries([
            ['_id', 1],
            [k, v],
          ]),
          { $set: { z: 1 } },
          { upsert: true },
        );
        const stored = await coll.findOne({ _id: 1 });
        expect(form(stored)).toBe(
          form(
            Object.fromEntries([
              ['_id', 1],
              [k, v],
              ['z', 1],
            ]),
          ),
        );
        await coll.drop();
      }),
      { numRuns: 20 },
    );
  });
});
