import mongoose from 'mongoose';
import { startMongo, withDatabase } from '../src/mongo';

jest.setTimeout(30_000);

describe('withDatabase', () => {
  it('puts the database name in the path and keeps the options', () => {
    expect(withDatabase('mongodb://127.0.0.1:27017/?directConnection=true', 'db1')).toBe(
      'mongodb://127.0.0.1:27017/db1?directConnection=true',
    );
    expect(withDatabase('mongodb://127.0.0.1:27017/old', 'new')).toBe('mongodb://127.0.0.1:27017/new');
  });
});

describe('startMongo', () => {
  it('starts the embedded server in a temp dir that mongoose can use, and removes it on stop', async () => {
    const mongo = await startMongo();
    const { existsSync } = await import('node:fs');
    expect(existsSync(mongo.dataDir)).toBe(true);
    const conn = await mongoose.createConnection(mongo.uriFor('probe')).asPromise();
    const Thing = conn.model('Thing', new mongoose.Schema({ name: String }));
    await Thing.create({ name: 'a' });
    expect(await Thing.countDocuments()).toBe(1);
    await conn.close();
    await mongo.stop();
    expect(existsSync(mongo.dataDir)).toBe(false);
  });
});
