// The acceptance suite for mongoose 9 against the embedded server with the LMDB engine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Schema, type Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index';

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    age: { type: Number, index: true },
    team: String,
  },
  { timestamps: true },
);
const sessionSchema = new Schema({ token: { type: String, unique: true }, createdAt: { type: Date, default: Date.now, expires: 1 } });
const eventSchema = new Schema({ seq: Number, kind: String });

let dir: string;
let server: EmbeddedMongo;
let conn: Connection;
const makeUser = (c: Connection) => c.model('User', userSchema);
let User: ReturnType<typeof makeUser>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-mongoose-'));
  server = await startEmbeddedMongo({ dataDir: dir, port: 0, ttlIntervalMs: 250 });
  conn = await mongoose.createConnection(server.uri, { dbName: 'app', serverSelectionTimeoutMS: 5000 }).asPromise();
  User = makeUser(conn);
  await User.init();
});

afterAll(async () => {
  await conn.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('mongoose on embedded-mongo', () => {
  it('builds the schema indexes (unique email, age)', async () => {
    const indexes = await User.collection.listIndexes().toArray();
    expect(indexes.map((i) => [i.name, i.unique ?? false])).toEqual([
      ['_id_', false],
      ['email_1', true],
      ['age_1', false],
    ]);
  });

  it('creates, reads, updates and deletes with timestamps', async () => {
    const u = await User.create({ email: 'ada@x.io', name: 'Ada', age: 36 });
    expect(u.createdAt).toBeInstanceOf(Date);
    const found = await User.findById(u._id).lean();
    expect(found).toMatchObject({ email: 'ada@x.io', name: 'Ada', age: 36 });
    await new Promise((r) => setTimeout(r, 5));
    await User.updateOne({ _id: u._id }, { $set: { name: 'Ada L.' } });
    const after = await User.findById(u._id).lean();
    expect(after?.name).toBe('Ada L.');
    expect(after!.updatedAt!.getTime()).toBeGreaterThan(after!.createdAt!.getTime());
    u.age = 37;
    await u.save();
    expect((await User.findOne({ email: 'ada@x.io' }).lean())?.age).toBe(37);
    expect((await User.deleteOne({ _id: u._id })).deletedCount).toBe(1);
    expect(await User.findById(u._id)).toBeNull();
  });

  it('raises E11000 on a duplicate unique key, with keyValue', async () => {
    await User.create({ email: 'dup@x.io', name: 'One' });
    const err = await User.create({ email: 'dup@x.io', name: 'Two' }).catch((e) => e);
    expect(err).toBeInstanceOf(mongoose.mongo.MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'dup@x.io' });
    expect(err.message).toContain('E11000 duplicate key error collection: app.users index: email_1 dup key: { email: "dup@x.io" }');
  });

  it('upserts with $setOnInsert through findOneAndUpdate', async () => {
    const first = await User.findOneAndUpdate(
      { email: 'up@x.io' },
      { $set: { age: 1 }, $setOnInsert: { name: 'Inserted' } },
      { upsert: true, new: true },
    ).lean();
    expect(first).toMatchObject({ email: 'up@x.io', name: 'Inserted', age: 1 });
    const second = await User.findOneAndUpdate(
      { email: 'up@x.io' },
      { $set: { age: 2 }, $setOnInsert: { name: 'Ignored' } },
      { upsert: true, new: true },
    ).lean();
    expect(second).toMatchObject({ name: 'Inserted', age: 2 });
    expect(String(second?._id)).toBe(String(first?._id));
  });

  it('counts, pages with sort/skip/limit and searches by regex', async () => {
    await User.insertMany(
      Array.from({ length: 40 }, (_, i) => ({
        email: `p${i}@x.io`,
        name: i % 2 ? `Alice ${i}` : `Bob ${i}`,
        age: 100 + i,
        team: i % 4 ? 'red' : 'blue',
      })),
    );
    expect(await User.countDocuments({ team: 'blue' })).toBe(10);
    const page = await User.find({ age: { $gte: 100 } })
      .sort({ age: -1 })
      .skip(5)
      .limit(3)
      .select('age -_id')
      .lean();
    expect(page).toEqual([{ age: 134 }, { age: 133 }, { age: 132 }]);
    const alices = await User.find({ name: /^alice 1\d$/i })
      .sort({ name: 1 })
      .lean();
    expect(alices.map((a) => a.name)).toEqual(['Alice 11', 'Alice 13', 'Alice 15', 'Alice 17', 'Alice 19']);
  });

  it('aggregates', async () => {
    const rows = await User.aggregate<{ _id: string; n: number; avgAge: number }>([
      { $match: { team: { $in: ['red', 'blue'] } } },
      { $group: { _id: '$team', n: { $sum: 1 }, avgAge: { $avg: '$age' } } },
      { $sort: { _id: 1 } },
    ]);
    expect(rows).toEqual([
      { _id: 'blue', n: 10, avgAge: 118 },
      { _id: 'red', n: 30, avgAge: 120 },
    ]);
  });

  it('expires documents through a TTL index (expires option)', async () => {
    const Session = conn.model('Session', sessionSchema);
    await Session.init();
    const ttl = (await Session.collection.listIndexes().toArray()).find((i) => i.name === 'createdAt_1');
    expect(ttl?.expireAfterSeconds).toBe(1);
    await Session.create([
      { token: 'a', createdAt: new Date(Date.now() - 10_000) },
      { token: 'b', createdAt: new Date(Date.now() + 60_000) },
    ]);
    const deadline = Date.now() + 5000;
    while ((await Session.countDocuments()) > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await Session.find().lean()).map((s) => s.token)).toEqual(['b']);
  });

  it('streams 10,000 documents through a cursor', async () => {
    const Event = conn.model('Event', eventSchema);
    for (let b = 0; b < 10; b++) {
      await Event.insertMany(
        Array.from({ length: 1000 }, (_, i) => ({ seq: b * 1000 + i, kind: 'k' })),
        { lean: true },
      );
    }
    let n = 0;
    let last = -1;
    let ordered = true;
    for await (const e of Event.find().sort({ seq: 1 }).lean().cursor({ batchSize: 500 })) {
      if ((e.seq as number) <= last) ordered = false;
      last = e.seq as number;
      n++;
    }
    expect(n).toBe(10_000);
    expect(ordered).toBe(true);
  }, 60_000);
});
