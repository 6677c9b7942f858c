#!/usr/bin/env node
// `npm test`: installs npm dependencies when they are missing or stale, then runs every jest project
// (each workspace with a jest.config.js). Type-checking, the front-end builds and Playwright join this
// runner as those parts land (see the open issues).
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

function depsStale() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (!fs.existsSync(marker)) return true;
  const installed = fs.statSync(marker).mtimeMs;
  return ['package.json', 'package-lock.json'].some(
    (f) => fs.existsSync(path.join(root, f)) && fs.statSync(path.join(root, f)).mtimeMs > installed,
  );
}

function run(label, cmd, args) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${r.status === 0 ? '✓' : '✗'} ${label} (${secs} s)`);
  return r.status === 0;
}

if (depsStale() && !run('install', 'npm', ['install', '--no-audit', '--no-fund'])) process.exit(1);

const report = path.join(root, 'node_modules/.cache/jest-report.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
const ok = run('jest', process.execPath, [
  path.join(root, 'node_modules/jest/bin/jest.js'),
  '--ci',
  '--maxWorkers=2',
  '--json',
  `--outputFile=${report}`,
]);

let passed = 0;
let failed = 0;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
