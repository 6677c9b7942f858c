import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addStep, jestCounts, playwrightCounts } from '../src/test-runner/counts';

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'counts-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function report(data: unknown): string {
  const file = path.join(dir, `${Math.random()}.json`);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

describe('npm test counts', () => {
  it('reads jest --json, counting suites that failed to run', () => {
    expect(jestCounts(report({ numPassedTests: 12, numFailedTests: 2, numRuntimeErrorTestSuites: 1 }))).toEqual({ passed: 12, failed: 3 });
    expect(jestCounts(path.join(dir, 'missing.json'))).toBeUndefined();
  });

  it('reads the Playwright json reporter, flaky as passed and global errors as failed', () => {
    const file = report({ stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0 }, errors: [{ message: 'webServer' }] });
    expect(playwrightCounts(file)).toEqual({ passed: 6, failed: 2 });
    expect(playwrightCounts(report({ suites: [] }))).toBeUndefined();
  });

  it('adds a failure for a failed step only when its report counted none', () => {
    let t = { passed: 0, failed: 0 };
    t = addStep(t, true);
    expect(t).toEqual({ passed: 0, failed: 0 });
    t = addStep(t, false);
    expect(t).toEqual({ passed: 0, failed: 1 });
    t = addStep(t, false, { passed: 10, failed: 2 });
    expect(t).toEqual({ passed: 10, failed: 3 });
    t = addStep(t, false, { passed: 4, failed: 0 });
    expect(t).toEqual({ passed: 14, failed: 4 });
  });
});
