// Test counts from the machine-readable reports of jest and Playwright, for the closing
// "N passed, N failed" line of `npm test`.
import fs from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** jest --json: a suite that fails to run (syntax error, crash) has no failed tests, so it counts as one failure. */
export function jestCounts(file: string): Counts | undefined {
  const r = readJson(file);
  if (!r) return undefined;
  return { passed: num(r.numPassedTests), failed: num(r.numFailedTests) + num(r.numRuntimeErrorTestSuites) };
}

/** Playwright's json reporter: `expected` passed, `unexpected` failed, `flaky` passed on retry. */
export function playwrightCounts(file: string): Counts | undefined {
  const r = readJson(file);
  const stats = r?.stats as Record<string, unknown> | undefined;
  if (!stats) return undefined;
  const errors = Array.isArray(r?.errors) ? r.errors.length : 0;
  return { passed: num(stats.expected) + num(stats.flaky), failed: num(stats.unexpected) + errors };
}

/** Adds a step's test counts; a failed step adds one failure, unless its own report already counted failures. */
export function addStep(total: Counts, stepOk: boolean, counts?: Counts): Counts {
  const c = counts ?? { passed: 0, failed: 0 };
  const failed = c.failed + (!stepOk && c.failed === 0 ? 1 : 0);
  return { passed: total.passed + c.passed, failed: total.failed + failed };
}
