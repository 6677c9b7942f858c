// Embedded MongoDB-compatible server in a temp dir, one per test file (or shared by passing it around).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestMongo {
  /** Server URI without a database name. */
  uri: string;
  port: number;
  dataDir: string;
  /** The URI with a database name, for one isolated database per test. */
  uriFor(dbName: string): string;
  /** Stops the server, waits `downMs`, and starts it again on the same port and data (a database restart). */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function withDatabase(uri: string, dbName: string): string {
  const u = new URL(uri);
  u.pathname = `/${encodeURIComponent(dbName)}`;
  return u.toString();
}

/** A database of its own for one service in one test (`<prefix>_<random hex>`). */
export function freshDatabase(mongo: TestMongo, prefix: string): string {
  return mongo.uriFor(`${prefix}_${randomBytes(6).toString('hex')}`);
}

export async function startMongo(): Promise<TestMongo> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mongo-test-'));
  let server: Awaited<ReturnType<typeof import('@dop/embedded-mongo').startEmbeddedMongo>>;
  try {
    // Loaded on demand: tests that need no database never load the storage engine.
    const { startEmbeddedMongo } = await import('@dop/embedded-mongo');
    server = await startEmbeddedMongo({ dataDir, port: 0 });
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    uri: server.uri,
    port: server.port,
    dataDir,
    uriFor: (dbName) => withDatabase(server.uri, dbName),
    async restart(downMs = 0) {
      const { startEmbeddedMongo } = await import('@dop/embedded-mongo');
      const port = server.port;
      await server.stop();
      await new Promise((r) => setTimeout(r, downMs));
      server = await startEmbeddedMongo({ dataDir, port });
    },
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
