// Data, indexes and counts survive a stop/start on the same directory; the lock refuses a second
// server on a directory in use; TTL indexes remove expired documents.
import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedMongo } from '../../src/index';
import { openEngine } from '../../src/engine';
import { startMongo, tempDir } from './helpers';

describe('restart on the same data directory', () => {
  it('keeps documents, indexes, counts and record order', async () => {
    const dir = tempDir();
    const first = await startMongo(dir);
    const c = first.client.db('keep').collection('items');
    await c.createIndex({ sku: 1 }, { unique: true });
    await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ sku: `s${i}`, i })));
    await c.deleteMany({ i: { $lt: 100 } });
    await c.updateMany({ i: { $gte: 290 } }, { $set: { last: true } });
    await first.stop(false);

    const second = await startMongo(dir);
    const again = second.client.db('keep').collection('items');
    expect(await again.estimatedDocumentCount()).toBe(200);
    expect((await again.find({}).limit(1).toArray())[0].i).toBe(100);
    expect(await again.countDocuments({ last: true })).toBe(10);
    expect((await again.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'sku_1']);
    await expect(again.insertOne({ sku: 's150' })).rejects.toMatchObject({ code: 11000 });
    // New record ids continue after the old ones: insertion order is kept.
    await again.insertOne({ sku: 'new', i: 1000 });
    const all = await again.find({}).toArray();
    expect(all[all.length - 1].sku).toBe('new');
    const dbs = await second.client.db('admin').admin().listDatabases();
    expect(dbs.databases.find((d) => d.name === 'keep')?.sizeOnDisk).toBeGreaterThan(0);
    await second.stop();
  });
});

describe('data directory lock', () => {
  it('refuses a second server on a live directory and names the directory and PID', async () => {
    const m = await startMongo();
    await expect(startEmbeddedMongo({ dataDir: m.dir, port: 0 })).rejects.toThrow(
      new RegExp(`${fs.realpathSync(m.dir)}.*PID ${process.pid}`),
    );
    await m.stop();
  });

  it('takes over the lock of a dead process', async () => {
    const dir = tempDir();
    // PID 2^22+ is above Linux's default pid_max, so no live process has it.
    fs.writeFileSync(path.join(dir, 'embedded-mongo.lock'), '4194999\n');
    const engine = openEngine({ dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'embedded-mongo.lock'), 'utf8').trim()).toBe(String(process.pid));
    await engine.close();
    expect(fs.existsSync(path.join(dir, 'embedded-mongo.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('TTL indexes', () => {
  it('removes documents whose date is older than expireAfterSeconds, through the monitor', async () => {
    const m = await startMongo(tempDir(), 200);
    const c = m.client.db('ttl').collection('sessions');
    await c.createIndex({ createdAt: 1 }, { expireAfterSeconds: 60 });
    const now = Date.now();
    await c.insertMany([
      { s: 'old', createdAt: new Date(now - 120_000) },
      { s: 'older', createdAt: [new Date(now - 3_600_000), new Date(now + 3_600_000)] },
      { s: 'fresh', createdAt: new Date(now) },
      { s: 'not a date', createdAt: 'yesterday' },
      { s: 'no field' },
    ]);
    const deadline = Date.now() + 5000;
    while ((await c.countDocuments()) > 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await c.find({}).toArray()).map((d) => d.s)).toEqual(['fresh', 'not a date', 'no field']);
    expect((await c.listIndexes().toArray())[1].expireAfterSeconds).toBe(60);
    await m.stop();
  });

  it('expireTtl deletes by the given clock and reports how many', async () => {
    const dir = tempDir();
    const engine = openEngine({ dataDir: dir });
    engine.createIndexes('t', 'codes', [{ key: { exp: 1 }, name: 'exp_1', expireAfterSeconds: 0 }]);
    engine.insert(
      't',
      'codes',
      [
        { _id: 1, exp: new Date(1000) },
        { _id: 2, exp: new Date(5000) },
      ],
      true,
    );
    expect(engine.expireTtl(new Date(3000))).toBe(1);
    expect([...engine.find('t', 'codes', {})].map((d) => d._id.valueOf())).toEqual([2]);
    expect(engine.expireTtl(new Date(10_000))).toBe(1);
    expect(engine.count('t', 'codes', {})).toBe(0);
    await engine.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
