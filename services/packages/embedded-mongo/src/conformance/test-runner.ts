// One unified test: fresh databases, initialData, entities, operations, outcome; always cleaned up.
import type { MongoClient } from 'mongodb';
import { checkOutcome, dropUserDatabases, loadInitialData } from './collection-data';
import { clientOptionsFor } from './driver-adaptations';
import { EntityMap } from './entities';
import { runOperation } from './operation-runner';
import type { RunContext } from './other-operations';
import { unmetRequirements } from './requirements';
import { AssertionFailure, SkipTest, type ServerInfo, type TestResult, type UnifiedFile, type UnifiedTest } from './types';

export interface TestEnvironment {
  uri: string;
  internal: MongoClient;
  server: ServerInfo;
  /** A test still running after this long fails (a hung server must not hang the run). */
  timeoutMs: number;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_r, reject) => {
    timer = setTimeout(() => reject(new AssertionFailure(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

async function body(file: UnifiedFile, test: UnifiedTest, env: TestEnvironment, ctx: RunContext): Promise<void> {
  await dropUserDatabases(env.internal);
  await loadInitialData(env.internal, file.initialData ?? []);
  await ctx.entities.create(file.createEntities ?? []);
  for (const op of test.operations) await runOperation(op, ctx);
  // A ping on each client's own pool: unacknowledged (w:0) writes sent before it are processed first.
  for (const client of ctx.entities.clients) await client.db('admin').command({ ping: 1 });
  const diff = test.outcome ? await checkOutcome(env.internal, test.outcome) : null;
  if (diff) throw new AssertionFailure(diff);
}

export async function runTest(fileName: string, file: UnifiedFile, test: UnifiedTest, env: TestEnvironment): Promise<TestResult> {
  const base = { file: fileName, description: test.description };
  if (test.skipReason) return { ...base, status: 'skipped', reason: `skipReason: ${test.skipReason}` };
  const unmet = unmetRequirements(test.runOnRequirements, env.server);
  if (unmet) return { ...base, status: 'skipped', reason: unmet };
  const ctx: RunContext = { entities: new EntityMap(env.uri, clientOptionsFor(fileName)), internal: env.internal, failPoints: [] };
  try {
    await withTimeout(body(file, test, env, ctx), env.timeoutMs);
    const asserts = test.outcome !== undefined || test.operations.some((o) => o.expectResult !== undefined || o.expectError !== undefined);
    return { ...base, status: 'passed', ...(asserts ? {} : { successOnly: true }) };
  } catch (err) {
    if (err instanceof SkipTest) return { ...base, status: 'skipped', reason: err.message };
    const reason = err instanceof AssertionFailure ? err.message : `runner error: ${err instanceof Error ? err.message : String(err)}`;
    return { ...base, status: 'failed', reason: reason.replace(/\s+/g, ' ') };
  } finally {
    for (const fp of ctx.failPoints)
      await fp.client
        .db('admin')
        .command({ configureFailPoint: fp.name, mode: 'off' })
        .catch(() => undefined);
    await ctx.entities.close();
  }
}
