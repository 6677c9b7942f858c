// Starts the real server (LMDB engine) on a fresh temporary data directory and connects the driver.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index';

export interface TestMongo {
  dir: string;
  server: EmbeddedMongo;
  client: MongoClient;
  /** Stops the client and server; keeps the directory unless `remove`. */
  stop(remove?: boolean): Promise<void>;
}

export function tempDir(prefix = 'em-engine-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startMongo(dir = tempDir(), ttlIntervalMs?: number): Promise<TestMongo> {
  const server = await startEmbeddedMongo({ dataDir: dir, port: 0, ttlIntervalMs });
  const client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  return {
    dir,
    server,
    client,
    async stop(remove = true) {
      await client.close();
      await server.stop();
      if (remove) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
