// `npm test` after deploy/bin/test.js has installed npm dependencies: Debian packages (as root), then
// type-check, lint, jest, the front-end builds and the Playwright e2e suite, each a timed step, then
// checks that no process of the run is left. Every step runs even when an earlier one failed, so one
// run shows everything that is wrong.
import fs from 'node:fs';
import path from 'node:path';
import { DEBIAN_PACKAGES, ensureDebianPackages, isRoot } from '../debian-packages';
import { buildFrontEnds } from '../frontends';
import { green, info, red, seconds } from '../log';
import { addStep, jestCounts, playwrightCounts, type Counts } from './counts';
import { beginRun, checkLeftovers } from './leftovers';
import { runCommand, runTask, type StepResult } from './step';

const root = path.resolve(__dirname, '../../..');
const cacheDir = path.join(root, 'node_modules/.cache/dop');
const MIN = 60_000;

function bin(pkg: string, file: string): string {
  return path.join(root, 'node_modules', pkg, file);
}

async function main(): Promise<void> {
  const started = Date.now();
  // Before anything is spawned: every process of the run inherits its token (see leftovers.ts).
  const run = beginRun();
  fs.mkdirSync(cacheDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, CI: process.env.CI ?? 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
  const steps: StepResult[] = [];
  let total: Counts = { passed: 0, failed: 0 };
  const record = (step: StepResult, counts?: Counts): void => {
    steps.push(step);
    total = addStep(total, step.ok, counts);
  };

  record(
    await runTask(`Debian packages (${DEBIAN_PACKAGES.map((p) => p.name).join(', ')})`, () => {
      const { missing } = ensureDebianPackages(DEBIAN_PACKAGES);
      if (!missing.length) return undefined;
      return `missing ${missing.join(', ')}${isRoot() ? '' : ' (run as root to install them)'}`;
    }),
  );

  record(runCommand('type-check', process.execPath, [bin('typescript', 'bin/tsc'), '-b'], { cwd: root, env, timeoutMs: 10 * MIN }));
  record(
    runCommand(
      'lint',
      process.execPath,
      [bin('eslint', 'bin/eslint.js'), '--cache', '--cache-location', path.join(cacheDir, 'eslint/'), '.'],
      { cwd: root, env, timeoutMs: 5 * MIN },
    ),
  );

  const jestReport = path.join(cacheDir, 'jest-report.json');
  fs.rmSync(jestReport, { force: true });
  const jestStep = runCommand(
    'jest',
    process.execPath,
    [bin('jest', 'bin/jest.js'), '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`],
    // A guard against a hang, not a target (a loaded shared machine can double the suites' time).
    { cwd: root, env, timeoutMs: 25 * MIN },
  );
  record(jestStep, jestCounts(jestReport));

  let builds: Awaited<ReturnType<typeof buildFrontEnds>> = [];
  const buildStep = await runTask('front-end builds', async () => {
    builds = await buildFrontEnds(root);
    const failed = builds.filter((b) => b.status === 'failed').map((b) => b.name);
    return failed.length ? `failed: ${failed.join(', ')}` : undefined;
  });
  // Each front end that fails to build is one failure.
  record(buildStep, { passed: 0, failed: builds.filter((b) => b.status === 'failed').length });

  const pwConfig = path.join(root, 'shell/e2e/playwright.config.ts');
  if (fs.existsSync(pwConfig)) {
    const pwReport = path.join(cacheDir, 'playwright-report.json');
    fs.rmSync(pwReport, { force: true });
    const e2e = runCommand('e2e (Playwright, Chromium)', 'npm', ['run', 'e2e', '-w', 'shell', '--', '--reporter=list,json'], {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport },
      timeoutMs: 20 * MIN,
    });
    record(e2e, playwrightCounts(pwReport));
  } else {
    info('e2e skipped: shell/e2e/playwright.config.ts does not exist yet');
  }

  // Last: what jest and Playwright (and the builds) left running, test users' processes included.
  record(await runTask('no processes left behind', () => checkLeftovers(run, (text) => process.stdout.write(text))));

  const width = Math.max(...steps.map((s) => s.label.length));
  process.stdout.write('\nSteps:\n');
  for (const s of steps) {
    process.stdout.write(
      `  ${s.ok ? green('✓') : red('✗')} ${s.label.padEnd(width)} ${seconds(s.ms).padStart(8)}${s.detail ? `  ${s.detail}` : ''}\n`,
    );
  }
  process.stdout.write(`Total ${seconds(Date.now() - started)}\n\n${total.passed} passed, ${total.failed} failed\n`);
  process.exit(total.failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
}

main().catch((err: unknown) => {
  process.stderr.write(`npm test runner crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n0 passed, 1 failed\n`);
  process.exit(1);
});
