// Acceptance: MongoDB's own CRUD scenarios (unified format) through the official driver against an
// embedded server on a fresh data directory: >= 90% of non-skipped tests pass, <= 25% are skipped.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { MAX_SKIP_RATE, MIN_PASS_RATE } from '../../src/conformance/report';
import { runConformance, type ConformanceRun } from '../../src/conformance/runner';

const DIR = resolve(__dirname, '../../../../../../shared/conformance/mongodb-crud-unified');

let run: ConformanceRun;
const lines: string[] = [];

beforeAll(async () => {
  run = await runConformance({ dir: DIR, log: (line) => lines.push(line) });
}, 170_000);

test('the shared scenarios are there', () => {
  expect(existsSync(DIR)).toBe(true);
  expect(run.results.length).toBeGreaterThan(400);
});

test('prints one line per file and the closing line last', () => {
  expect(lines.filter((l) => /^\S+\.json: \d+ passed, \d+ failed, \d+ skipped$/.test(l)).length).toBeGreaterThan(100);
  const { passed, failed, skipped } = run.summary;
  expect(lines[lines.length - 1]).toBe(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  expect(passed + failed + skipped).toBe(run.results.length);
});

test('every skipped test states its reason', () => {
  for (const r of run.results.filter((x) => x.status === 'skipped')) expect(r.reason).toMatch(/\w/);
});

test(`at least ${MIN_PASS_RATE * 100}% of the tests that run pass`, () => {
  const failures = run.results.filter((r) => r.status === 'failed').map((r) => `${r.file} / ${r.description}: ${r.reason}`);
  // On a miss, the message lists every failing behaviour rather than just the rate.
  if (run.summary.passRate < MIN_PASS_RATE) throw new Error(`pass rate ${run.summary.passRate}; failing:\n${failures.join('\n')}`);
  expect(run.summary.passRate).toBeGreaterThanOrEqual(MIN_PASS_RATE);
});

test(`at most ${MAX_SKIP_RATE * 100}% of all tests are skipped`, () => {
  expect(run.summary.skipRate).toBeLessThanOrEqual(MAX_SKIP_RATE);
});
