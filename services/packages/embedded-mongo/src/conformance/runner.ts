// Entry point: against a given URI, or against an embedded server started on a fresh temporary data
// directory and stopped (directory removed) afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo } from '../index';
import { runAgainst, type ConformanceOptions, type ConformanceRun } from './run-against';

export type { ConformanceOptions, ConformanceRun } from './run-against';

export async function runConformance(opts: ConformanceOptions & { uri?: string }): Promise<ConformanceRun> {
  if (opts.uri) return runAgainst(opts.uri, opts);
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-conformance-'));
  // Test commands on, as MongoDB's own test runs start mongod: the scenarios set fail points.
  const server = await startEmbeddedMongo({ dataDir, port: 0, enableTestCommands: true });
  try {
    return await runAgainst(server.uri, opts);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
