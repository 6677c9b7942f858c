// One test file: parsed as Extended JSON, schema version checked, file-level requirements applied.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { EJSON } from 'bson';
import { unmetRequirements } from './requirements';
import { runTest, type TestEnvironment } from './test-runner';
import type { TestResult, UnifiedFile } from './types';

/** Schema versions whose features this runner implements for CRUD (major 1, any minor). */
function supportedSchema(version: string): boolean {
  return /^1(\.\d+){0,2}$/.test(version);
}

export async function runFile(path: string, env: TestEnvironment): Promise<TestResult[]> {
  const name = basename(path);
  let file: UnifiedFile;
  try {
    file = EJSON.parse(readFileSync(path, 'utf8'), { relaxed: true }) as UnifiedFile;
  } catch (err) {
    return [{ file: name, description: '(file)', status: 'failed', reason: `cannot parse: ${(err as Error).message}` }];
  }
  const tests = file.tests ?? [];
  if (!supportedSchema(String(file.schemaVersion))) {
    return tests.map((t) => ({
      file: name,
      description: t.description,
      status: 'failed',
      reason: `unsupported schemaVersion ${file.schemaVersion}`,
    }));
  }
  const unmet = unmetRequirements(file.runOnRequirements, env.server);
  if (unmet) return tests.map((t) => ({ file: name, description: t.description, status: 'skipped', reason: unmet }));
  const results: TestResult[] = [];
  for (const test of tests) results.push(await runTest(name, file, test, env));
  return results;
}
