// The Debian packages the product and its tests need, in one place. `npm start` needs nats-server;
// `npm test` installs all of them when it runs as root.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fail, info, ok } from './log';

export interface DebianPackage {
  name: string;
  /** An executable the package provides, to find it on systems without dpkg. */
  bin?: string;
  why: string;
}

export const DEBIAN_PACKAGES: DebianPackage[] = [
  { name: 'nats-server', bin: 'nats-server', why: 'NATS + JetStream for npm start and the service tests' },
  { name: 'chromium', bin: 'chromium', why: 'the Playwright e2e suite (never a browser download)' },
  { name: 'pdns-server', bin: 'pdns_server', why: 'the PowerDNS tests run against a real pdns_server' },
  { name: 'pdns-backend-sqlite3', why: "pdns_server's sqlite3 backend for those tests" },
  { name: 'sqlite3', bin: 'sqlite3', why: 'creates the PowerDNS test database from its schema' },
  { name: 'dnsutils', bin: 'dig', why: 'checking the test DNS server by hand' },
  { name: 'openssh-server', bin: 'sshd', why: 'the SSH install tests run against a real sshd' },
  { name: 'docker-compose', bin: 'docker-compose', why: 'validates deploy/compose/docker-compose.yml (config only; no engine)' },
];

const EXTRA_BIN_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** Absolute path of an executable on PATH (or in the sbin dirs a non-login PATH may lack). */
export function findBinary(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...EXTRA_BIN_DIRS];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {}
  }
  return undefined;
}

export function isInstalled(pkg: DebianPackage): boolean {
  const q = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg.name], { encoding: 'utf8' });
  if (q.error === undefined && q.status === 0 && q.stdout.includes('install ok installed')) return true;
  return pkg.bin !== undefined && findBinary(pkg.bin) !== undefined;
}

export const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

function aptGet(args: string[]): boolean {
  const r = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status === 0;
}

export interface EnsureResult {
  missing: string[];
}

/**
 * Installs the missing packages with apt-get when running as root (an `apt-get update` first only if the
 * plain install fails, since the package lists are usually fresh enough). Returns what is still missing.
 */
export function ensureDebianPackages(pkgs: DebianPackage[], asRoot = isRoot()): EnsureResult {
  const missing = pkgs.filter((p) => !isInstalled(p));
  if (!missing.length) return { missing: [] };
  const names = missing.map((p) => p.name);
  if (!asRoot || !findBinary('apt-get')) {
    for (const p of missing) fail(`missing Debian package ${p.name} (${p.why}); install it with: sudo apt-get install -y ${p.name}`);
    return { missing: names };
  }
  const started = Date.now();
  info(`installing Debian packages: ${names.join(' ')}`);
  const install = ['install', '-y', '--no-install-recommends', ...names];
  if (!aptGet(install)) {
    info('apt-get install failed; running apt-get update and trying again');
    aptGet(['update']);
    aptGet(install);
  }
  const still = missing.filter((p) => !isInstalled(p)).map((p) => p.name);
  if (still.length) fail(`could not install: ${still.join(' ')}`);
  else ok(`installed ${names.join(' ')}`, started);
  return { missing: still };
}

/** nats-server for `npm start`: installed when we can (root), otherwise a message naming the package. */
export function requireNatsServer(): string {
  const pkg = DEBIAN_PACKAGES.find((p) => p.name === 'nats-server')!;
  ensureDebianPackages([pkg]);
  const bin = findBinary('nats-server');
  if (!bin) {
    throw new Error(
      'nats-server is not installed: install the Debian package "nats-server" (apt-get install -y nats-server) or set NATS_URL',
    );
  }
  return bin;
}
