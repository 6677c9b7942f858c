// Document validation: validator from create or collMod, checked on insert, update, upsert and
// findAndModify; 121 with errInfo; validationLevel moderate / off, validationAction warn, bypassDocumentValidation.
import { startMongo, type TestMongo } from './helpers';

interface Doc {
  _id: number;
  [field: string]: unknown;
}

let mongo: TestMongo;

beforeAll(async () => {
  mongo = await startMongo();
});

afterAll(() => mongo.stop());

describe('document validation', () => {
  it('refuses invalid inserts and updates with 121 and errInfo', async () => {
    const db = mongo.client.db('v1');
    await db.createCollection('c', { validator: { x: { $type: 'string' } } });
    const c = db.collection<Doc>('c');
    await c.insertOne({ _id: 1, x: 'a' });
    const err = await c.insertOne({ _id: 2, x: 2 }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 121,
      errInfo: { failingDocumentId: 2, details: { operatorName: '$type', specifiedAs: { x: { $type: 'string' } } } },
    });
    await expect(c.updateOne({ _id: 1 }, { $set: { x: 1 } })).rejects.toMatchObject({ code: 121 });
    await expect(c.updateOne({ _id: 5 }, { $set: { x: 1 } }, { upsert: true })).rejects.toMatchObject({ code: 121 });
    await expect(c.findOneAndUpdate({ _id: 1 }, { $set: { x: 1 } })).rejects.toMatchObject({
      code: 121,
      errInfo: { failingDocumentId: 1 },
    });
    await c.insertOne({ _id: 3, x: 3 }, { bypassDocumentValidation: true });
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, x: 'a' },
      { _id: 3, x: 3 },
    ]);
  });

  it('collMod sets the validator; moderate lets invalid documents stay invalid; off and warn do not check', async () => {
    const db = mongo.client.db('v2');
    const c = db.collection<Doc>('c');
    await c.insertMany([
      { _id: 1, x: 1 },
      { _id: 2, x: 'b' },
    ]);
    await db.command({ collMod: 'c', validator: { x: { $type: 'string' } }, validationLevel: 'moderate' });
    await c.updateOne({ _id: 1 }, { $set: { y: 1 } });
    await expect(c.updateOne({ _id: 2 }, { $set: { x: 2 } })).rejects.toMatchObject({ code: 121 });
    await db.command({ collMod: 'c', validationAction: 'warn' });
    await c.insertOne({ _id: 3, x: 3 });
    await db.command({ collMod: 'c', validationAction: 'error', validationLevel: 'off' });
    await c.insertOne({ _id: 4, x: 4 });
    expect(await c.countDocuments()).toBe(4);
    await expect(db.command({ collMod: 'missing', validator: {} })).rejects.toMatchObject({ code: 26 });
    await expect(db.command({ collMod: 'c', validationLevel: 'sometimes' })).rejects.toMatchObject({ code: 2 });
  });
});
