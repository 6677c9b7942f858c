// $pull with logical conditions: mongoose sends {$pull: {arr: {$or: [...]}}} when a document pulls a
// subdocument that has no _id, so an ordinary save() depends on it.
import mongoose, { Schema, type Connection } from 'mongoose';
import { startMongo, type TestMongo } from '../engine/helpers';

let mongo: TestMongo;
let conn: Connection;

beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.server.uri, { dbName: 'pull' }).asPromise();
});
afterAll(async () => {
  await conn.close();
  await mongo.stop();
});

describe('$pull with $or / $and / $nor conditions', () => {
  it('doc.arr.pull(subdoc) on subdocuments without _id, then save()', async () => {
    const Tag = new Schema({ name: String, weight: Number }, { _id: false });
    const Post = conn.model('Post', new Schema({ tags: [Tag] }));
    const post = await Post.create({
      tags: [
        { name: 'a', weight: 1 },
        { name: 'b', weight: 2 },
        { name: 'c', weight: 3 },
      ],
    });
    post.tags.pull(post.tags[1]);
    await post.save();
    const back = await Post.findById(post._id).lean();
    expect(back?.tags).toEqual([
      { name: 'a', weight: 1 },
      { name: 'c', weight: 3 },
    ]);
  });

  it('each logical operator selects element documents as a query would', async () => {
    const coll = mongo.client.db('pull').collection<{ _id: number; arr: unknown[] }>('logical');
    const arr = [{ a: 1, b: 1 }, { a: 1, b: 2 }, { a: 2, b: 2 }, 5, [1]];
    await coll.insertMany([1, 2, 3].map((_id) => ({ _id, arr })));
    await coll.updateOne({ _id: 1 }, { $pull: { arr: { $or: [{ a: 2 }, { b: 1 }] } } });
    await coll.updateOne({ _id: 2 }, { $pull: { arr: { $and: [{ a: 1 }, { b: { $gte: 2 } }] } } });
    await coll.updateOne({ _id: 3 }, { $pull: { arr: { $nor: [{ a: 1 }] } } });
    const docs = await coll.find().sort({ _id: 1 }).toArray();
    expect(docs.map((d) => d.arr)).toEqual([
      [{ a: 1, b: 2 }, 5, [1]],
      [{ a: 1, b: 1 }, { a: 2, b: 2 }, 5, [1]],
      // Only element documents are tested: the number and the array stay.
      [{ a: 1, b: 1 }, { a: 1, b: 2 }, 5, [1]],
    ]);
  });

  it('value conditions still test each element value', async () => {
    const coll = mongo.client.db('pull').collection<{ _id: number; arr: number[] }>('values');
    await coll.insertOne({ _id: 1, arr: [1, 2, 3, 4] });
    await coll.updateOne({ _id: 1 }, { $pull: { arr: { $gte: 3 } } });
    expect((await coll.findOne({ _id: 1 }))?.arr).toEqual([1, 2]);
  });
});
