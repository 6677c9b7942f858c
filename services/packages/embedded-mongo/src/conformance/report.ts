// Counting and printing: one line per file, one line per failed or skipped test, then the closing
// line `N passed, N failed, N skipped`. The thresholds are the acceptance criteria of the package.
import type { TestResult } from './types';

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  /** passed / (passed + failed); 0 when nothing ran. */
  passRate: number;
  /** skipped / all tests. */
  skipRate: number;
  ok: boolean;
}

export const MIN_PASS_RATE = 0.9;
export const MAX_SKIP_RATE = 0.25;

export function summarize(results: TestResult[]): Summary {
  const count = (s: TestResult['status']): number => results.filter((r) => r.status === s).length;
  const passed = count('passed');
  const failed = count('failed');
  const skipped = count('skipped');
  const passRate = passed + failed === 0 ? 0 : passed / (passed + failed);
  const skipRate = results.length === 0 ? 1 : skipped / results.length;
  return { passed, failed, skipped, passRate, skipRate, ok: passRate >= MIN_PASS_RATE && skipRate <= MAX_SKIP_RATE };
}

export function fileReport(file: string, results: TestResult[]): string[] {
  const s = summarize(results);
  const lines = [`${file}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`];
  for (const r of results) {
    if (r.status === 'failed') lines.push(`  FAIL ${r.description}: ${r.reason}`);
    if (r.status === 'skipped') lines.push(`  SKIP ${r.description}: ${r.reason}`);
  }
  return lines;
}

export function closingLines(s: Summary, results: TestResult[]): string[] {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  const successOnly = results.filter((r) => r.status === 'passed' && r.successOnly).length;
  return [
    `${successOnly} of the passed tests assert only that their operations succeed (their expectEvents are not checked)`,
    `pass rate ${pct(s.passRate)} of non-skipped (need >= ${pct(MIN_PASS_RATE)}), skipped ${pct(s.skipRate)} of all (need <= ${pct(MAX_SKIP_RATE)}): ${s.ok ? 'OK' : 'NOT MET'}`,
    `${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`,
  ];
}
