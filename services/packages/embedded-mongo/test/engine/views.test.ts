// Views: reads through the view's pipeline (also views on views), listed as type view, writes refused with 166.
import { startMongo, type TestMongo } from './helpers';

interface Doc {
  _id: number;
  [field: string]: unknown;
}

let mongo: TestMongo;

beforeAll(async () => {
  mongo = await startMongo();
  const db = mongo.client.db('vw');
  await db.collection<Doc>('base').insertMany([
    { _id: 1, x: 1, t: 'a' },
    { _id: 2, x: 2, t: 'b' },
    { _id: 3, x: 3, t: 'b' },
  ]);
  await db.createCollection('big', { viewOn: 'base', pipeline: [{ $match: { x: { $gt: 1 } } }] });
  await db.createCollection('bigT', { viewOn: 'big', pipeline: [{ $project: { t: 1 } }] });
});

afterAll(() => mongo.stop());

describe('views', () => {
  it('answers find, count, distinct and aggregate through the pipeline', async () => {
    const db = mongo.client.db('vw');
    const big = db.collection<Doc>('big');
    expect(await big.find({ t: 'b' }, { sort: { _id: -1 }, limit: 1, projection: { x: 1 } }).toArray()).toEqual([{ _id: 3, x: 3 }]);
    expect(await big.estimatedDocumentCount()).toBe(2);
    expect(await big.countDocuments({ x: 3 })).toBe(1);
    expect(await big.distinct('t')).toEqual(['b']);
    expect(
      await db
        .collection<Doc>('bigT')
        .aggregate([{ $sort: { _id: 1 } }])
        .toArray(),
    ).toEqual([
      { _id: 2, t: 'b' },
      { _id: 3, t: 'b' },
    ]);
  });

  it('is listed as a read-only view and refuses writes and indexes', async () => {
    const db = mongo.client.db('vw');
    const info = await db.listCollections({ name: 'big' }).toArray();
    expect(info).toEqual([
      { name: 'big', type: 'view', options: { viewOn: 'base', pipeline: [{ $match: { x: { $gt: 1 } } }] }, info: { readOnly: true } },
    ]);
    const big = db.collection<Doc>('big');
    await expect(big.insertOne({ _id: 9 })).rejects.toMatchObject({ code: 166 });
    await expect(big.updateOne({}, { $set: { y: 1 } })).rejects.toMatchObject({ code: 166 });
    await expect(big.deleteMany({})).rejects.toMatchObject({ code: 166 });
    await expect(big.findOneAndDelete({})).rejects.toMatchObject({ code: 166 });
    await expect(big.createIndex({ x: 1 })).rejects.toMatchObject({ code: 166 });
    await db.dropCollection('bigT');
    expect((await db.listCollections().toArray()).map((c) => c.name).sort()).toEqual(['base', 'big']);
  });
});
