// Acceptance: every acknowledged write survives kill -9. A child writes 10,000 documents (unique index
// on `key`) and reports each acknowledged _id; it is SIGKILLed at a random point; a new server on the
// same directory takes over the stale lock and must hold every acknowledged document, no duplicates.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src/index';

const PACKAGE_DIR = resolve(__dirname, '../..');
const WRITER = join(__dirname, 'crash-writer.ts');

let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-crash-'));
});

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the writer and kills it once `killAfter` acknowledgements were seen; resolves with them. */
function writeUntilKilled(killAfter: number): Promise<{ acked: Set<number>; signal: string | null }> {
  return new Promise((resolvePromise, reject) => {
    const acked = new Set<number>();
    let buffered = '';
    let stderr = '';
    const proc = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], { cwd: PACKAGE_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('ack ')) acked.add(Number(line.slice(4)));
        if (acked.size >= killAfter && proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      }
    });
    proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    proc.on('error', reject);
    proc.on('exit', (code, signal) => {
      if (signal === null && code !== 0) reject(new Error(`writer exited ${code}: ${stderr}`));
      else resolvePromise({ acked, signal });
    });
  });
}

test('acknowledged inserts survive SIGKILL; unique index intact; stale lock taken over', async () => {
  const killAfter = 1_000 + Math.floor(Math.random() * 8_000);
  const { acked, signal } = await writeUntilKilled(killAfter);
  expect(signal).toBe('SIGKILL');
  expect(acked.size).toBeGreaterThanOrEqual(killAfter);

  const mongo = await startEmbeddedMongo({ dataDir, port: 0 });
  const client = await MongoClient.connect(mongo.uri);
  try {
    const coll = client.db('crash').collection<{ _id: number; key: string }>('docs');
    const ids = new Set((await coll.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id));
    const missing = [...acked].filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    // Anything beyond the acknowledged ones can only be the batch in flight at the kill.
    expect(ids.size - acked.size).toBeLessThanOrEqual(10);

    const dupKeys = await coll.aggregate([{ $group: { _id: '$key', n: { $sum: 1 } } }, { $match: { n: { $gt: 1 } } }]).toArray();
    expect(dupKeys).toEqual([]);
    const indexes = await coll.listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'key_1')).toMatchObject({ key: { key: 1 }, unique: true });
    await expect(coll.insertOne({ _id: -1, key: 'k0' })).rejects.toMatchObject({ code: 11000 });

    // The lock is live again: a second server on the same directory is refused.
    await expect(startEmbeddedMongo({ dataDir, port: 0 })).rejects.toThrow(/lock|in use|already/i);
  } finally {
    await client.close();
    await mongo.stop();
  }
}, 120_000);
