#!/usr/bin/env node
// `npm test` (and `.ci/run`): every check of the project. Plain Node so it works on a fresh clone: it
// installs npm dependencies when missing or stale, then the TypeScript runner in deploy/src/test-runner
// installs Debian packages (as root) and runs type-check, lint, jest, front-end builds and Playwright.
'use strict';
const { ensureDeps } = require('./ensure-deps');

if (!ensureDeps()) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
process.env.SKIP_INSTALL = '1';
require('tsx/cjs');
require('../src/test-runner/main.ts');
