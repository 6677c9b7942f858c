// Acceptance: the real mongosh (npm package) connects to the embedded server and runs insertMany,
// find, createIndex, aggregate and `show dbs`; each step is a separate `mongosh <uri> --quiet --eval`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index';

const MONGOSH = resolve(__dirname, '../../../../../node_modules/.bin/mongosh');
const DB = 'shelltest';

let mongo: EmbeddedMongo;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-mongosh-'));
  mongo = await startEmbeddedMongo({ dataDir, port: 0 });
});

afterAll(async () => {
  await mongo.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function mongosh(script: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const env = { ...process.env, MONGOSH_NO_TELEMETRY: '1', HOME: dataDir };
    execFile(MONGOSH, [mongo.uri, '--quiet', '--norc', '--eval', script], { env, timeout: 30_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`mongosh failed: ${err.message}\n${stderr}\n${stdout}`));
      else resolvePromise(stdout.trim());
    });
  });
}

const inDb = (body: string): string => `const d = db.getSiblingDB('${DB}'); ${body}`;

test('insertMany', async () => {
  const out = await mongosh(
    inDb(`const r = d.people.insertMany([{ name: 'ann', age: 31 }, { name: 'bob', age: 25 }, { name: 'cid', age: 40 }]);
      print(JSON.stringify({ ok: r.acknowledged, n: Object.keys(r.insertedIds).length }));`),
  );
  expect(JSON.parse(out)).toEqual({ ok: true, n: 3 });
}, 40_000);

test('find with a filter, projection and sort', async () => {
  const out = await mongosh(inDb(`print(JSON.stringify(d.people.find({ age: { $gt: 30 } }, { _id: 0 }).sort({ age: -1 }).toArray()));`));
  expect(JSON.parse(out)).toEqual([
    { name: 'cid', age: 40 },
    { name: 'ann', age: 31 },
  ]);
}, 40_000);

test('createIndex (unique), then a duplicate is refused with E11000', async () => {
  const out = await mongosh(
    inDb(`const name = d.people.createIndex({ name: 1 }, { unique: true });
      let dup = 'none';
      try { d.people.insertOne({ name: 'ann' }); } catch (e) { dup = String(e.code); }
      print(JSON.stringify({ name, indexes: d.people.getIndexes().map((i) => i.name).sort(), dup }));`),
  );
  expect(JSON.parse(out)).toEqual({ name: 'name_1', indexes: ['_id_', 'name_1'], dup: '11000' });
}, 40_000);

test('aggregate', async () => {
  const out = await mongosh(
    inDb(`print(JSON.stringify(d.people.aggregate([
      { $match: { age: { $gte: 25 } } },
      { $group: { _id: null, total: { $sum: '$age' }, n: { $sum: 1 } } },
      { $project: { _id: 0 } },
    ]).toArray()));`),
  );
  expect(JSON.parse(out)).toEqual([{ total: 96, n: 3 }]);
}, 40_000);

test('show dbs lists the database', async () => {
  const out = await mongosh('show dbs');
  expect(out.split('\n').map((l) => l.trim().split(/\s+/)[0])).toContain(DB);
}, 40_000);
