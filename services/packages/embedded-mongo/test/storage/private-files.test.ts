// design.md §5 / issue 25: the data directory is private to the user running the server. After a start
// the directory is 0700 and data.mdb, its LMDB lock and our lock file are 0600, whatever the umask,
// and a directory an older version left world-readable is tightened.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src/index';
import { LOCK_FILE_NAME } from '../../src/storage/lock-file';

const mode = (p: string) => fs.statSync(p).mode & 0o777;
let base: string;
beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'em-private-'));
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

async function startWriteStop(dataDir: string): Promise<() => Promise<void>> {
  const server = await startEmbeddedMongo({ dataDir });
  const client = await MongoClient.connect(server.uri);
  await client.db('app').collection('c').insertOne({ secret: 'x' });
  await client.close();
  return () => server.stop();
}

describe('data directory permissions', () => {
  it('creates a new data directory 0700 with its files 0600 under a permissive umask', async () => {
    const dataDir = path.join(base, 'data', 'mongo');
    const before = process.umask(0o002);
    let stop: () => Promise<void>;
    try {
      stop = await startWriteStop(dataDir);
    } finally {
      process.umask(before);
    }
    try {
      expect(mode(dataDir)).toBe(0o700);
      const files = fs.readdirSync(dataDir).sort();
      expect(files).toEqual(expect.arrayContaining(['data.mdb', 'data.mdb-lock', LOCK_FILE_NAME]));
      for (const f of files) expect([f, mode(path.join(dataDir, f))]).toEqual([f, 0o600]);
    } finally {
      await stop!();
    }
  });

  it('tightens a directory and files an older version left 0755 / 0644 at the next start', async () => {
    const dataDir = path.join(base, 'mongo');
    await (
      await startWriteStop(dataDir)
    )();
    fs.chmodSync(dataDir, 0o755);
    for (const f of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, f), 0o644);
    fs.mkdirSync(path.join(dataDir, 'old'), { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'old', 'leftover'), 'x', { mode: 0o644 });

    const stop = await startWriteStop(dataDir);
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'data.mdb'))).toBe(0o600);
      expect(mode(path.join(dataDir, 'data.mdb-lock'))).toBe(0o600);
      expect(mode(path.join(dataDir, 'old'))).toBe(0o700);
      expect(mode(path.join(dataDir, 'old', 'leftover'))).toBe(0o600);
    } finally {
      await stop();
    }
  });
});
