// Runs before anything is installed (plain Node, no dependencies): checks the Node version and runs
// `npm install` when node_modules is missing or older than package.json / package-lock.json.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
// npm updates this file on every install that changes the tree; our own stamp covers installs that do not.
const npmMarker = path.join(root, 'node_modules/.package-lock.json');
const stamp = path.join(root, 'node_modules/.cache/dop/install.stamp');

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function depsStale() {
  const installed = Math.max(mtime(npmMarker), mtime(stamp));
  if (installed === 0 || !fs.existsSync(path.join(root, 'node_modules/tsx'))) return true;
  return ['package.json', 'package-lock.json'].some((f) => mtime(path.join(root, f)) > installed);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 6)) {
    console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.6 (for --import).`);
    process.exit(1);
  }
}

/**
 * Returns true when dependencies are in place (installing them if needed). SKIP_INSTALL=1 skips the
 * check: `npm test` sets it for its children, so an `npm start` inside a test never runs a second
 * `npm install` over the tree the tests are using.
 */
function ensureDeps() {
  checkNode();
  if (process.env.SKIP_INSTALL === '1' && fs.existsSync(path.join(root, 'node_modules/tsx'))) return true;
  if (!depsStale()) {
    console.log('✓ npm dependencies up to date');
    return true;
  }
  const started = Date.now();
  console.log('▸ npm dependencies missing or stale: npm install --no-audit --no-fund');
  // `npm ci` refuses here (see platform.md): the lockfile lacks some non-Linux optional packages.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✗ npm install failed (exit ${r.status ?? r.signal}, ${secs} s)`);
    return false;
  }
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString() + '\n');
  console.log(`✓ npm install (${secs} s)`);
  return true;
}

module.exports = { ensureDeps, depsStale, root };
