// Text indexes and $text: listed in mongod's form, language-neutral matching (any word, "phrases",
// -negations), {$meta: 'textScore'} in find projections and sorts and in aggregation.
import type { Collection, Db } from 'mongodb';
import { startMongo, type TestMongo } from './helpers';

let mongo: TestMongo;
let db: Db;
let posts: Collection<{ _id: number; title: string; body?: string; tags?: string[]; score?: number }>;

beforeAll(async () => {
  mongo = await startMongo();
  db = mongo.client.db('text');
  posts = db.collection('posts');
  await posts.createIndex({ title: 'text', body: 'text' }, { weights: { title: 3 } });
  await posts.insertMany([
    { _id: 1, title: 'text search in mongoose', body: 'how to search' },
    { _id: 2, title: 'searching in mongoose' },
    { _id: 3, title: 'Café au lait', body: 'a drink' },
    { _id: 4, title: 'unrelated', body: 'search search search' },
  ]);
});
afterAll(async () => {
  await mongo.stop();
});

const ids = (docs: { _id: number }[]) => docs.map((d) => d._id);

describe('text indexes', () => {
  it('are listed as mongod lists them', async () => {
    const text = (await posts.listIndexes().toArray()).find((i) => i.name === 'title_text_body_text');
    expect(text).toMatchObject({
      key: { _fts: 'text', _ftsx: 1 },
      weights: { body: 1, title: 3 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
  });

  it('allow one per collection and refuse a collation', async () => {
    await expect(posts.createIndex({ tags: 'text' })).rejects.toMatchObject({ code: 85 });
    await expect(db.collection('other').createIndex({ t: 'text' }, { collation: { locale: 'en' } })).rejects.toMatchObject({ code: 67 });
    // A compound text index keeps its other fields around _fts / _ftsx.
    await db.collection('compound').createIndex({ title: 'text', description: 'text', age: 1 });
    const idx = (await db.collection('compound').listIndexes().toArray())[1];
    expect(idx.key).toEqual({ _fts: 'text', _ftsx: 1, age: 1 });
  });
});

describe('$text', () => {
  it('matches any word, case- and diacritic-insensitively, with no stemming', async () => {
    expect(
      ids(
        await posts
          .find({ $text: { $search: 'SEARCH' } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 4]);
    expect(ids(await posts.find({ $text: { $search: 'cafe' } }).toArray())).toEqual([3]);
    expect(
      ids(
        await posts
          .find({ $text: { $search: 'mongoose drink' } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 2, 3]);
  });

  it('honours "phrases" and -negations', async () => {
    expect(ids(await posts.find({ $text: { $search: '"text search"' } }).toArray())).toEqual([1]);
    expect(ids(await posts.find({ $text: { $search: 'mongoose -text' } }).toArray())).toEqual([2]);
    expect(await posts.countDocuments({ $text: { $search: '-mongoose' } })).toBe(0);
  });

  it('scores with the index weights: projection and sort by {$meta: "textScore"}', async () => {
    const found = await posts
      .find({ $text: { $search: 'search' } }, { projection: { score: { $meta: 'textScore' } } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    // A title word weighs 3; repeats in the body count 1, 1/2, 1/4.
    expect(ids(found)).toEqual([1, 4]);
    expect(found[0].title).toBe('text search in mongoose');
    expect(found[0].score).toBeGreaterThan(found[1].score!);
  });

  it('works as the first $match of a pipeline, with $meta in $sort and $project', async () => {
    const rows = await posts
      .aggregate([
        { $match: { $text: { $search: 'search' } } },
        { $sort: { s: { $meta: 'textScore' } } },
        { $project: { s: { $meta: 'textScore' } } },
      ])
      .toArray();
    expect(rows.map((r) => r._id)).toEqual([1, 4]);
    expect(rows[0].s).toBeGreaterThan(rows[1].s);
  });

  it('needs a text index (27), and a $text query for a textScore (40218)', async () => {
    await expect(
      db
        .collection('plain')
        .find({ $text: { $search: 'x' } })
        .toArray(),
    ).rejects.toMatchObject({ code: 27 });
    await expect(posts.find({}, { projection: { s: { $meta: 'textScore' } } }).toArray()).rejects.toMatchObject({ code: 40218 });
  });
});
