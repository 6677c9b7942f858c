// Issue 25 / design.md §5: after a real start (`node deploy/bin/start.js`, embedded MongoDB and NATS
// under DATA_DIR) every folder under DATA_DIR is 0700 and every file 0600 — the ones this start made
// (secrets.json, supervisor.json, mongo/data.mdb, NATS's store) and the ones an older version left
// 0755 / 0644, which are tightened at start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PortAllocator } from '../src/ports';
import { killLeftovers, SupervisorRun } from './support-supervisor';

jest.setTimeout(300_000);

let dataDir: string;
const runs: SupervisorRun[] = [];
beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-modes-'))));
afterEach(() => {
  killLeftovers(dataDir, runs.splice(0));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every entry below `dir` with its permission bits (links and other kinds left out). */
function modes(dir: string): Array<{ path: string; kind: 'dir' | 'file'; mode: number }> {
  const out: Array<{ path: string; kind: 'dir' | 'file'; mode: number }> = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    const rel = path.relative(dataDir, full);
    if (e.isDirectory()) out.push({ path: rel, kind: 'dir', mode: fs.statSync(full).mode & 0o777 }, ...modes(full));
    else if (e.isFile()) out.push({ path: rel, kind: 'file', mode: fs.statSync(full).mode & 0o777 });
  }
  return out;
}

it('DATA_DIR is 0700 with every folder 0700 and every file 0600 after a start, old loose ones tightened', async () => {
  // What an older version left: the data dir and a folder with a file in it world-readable.
  fs.chmodSync(dataDir, 0o755);
  fs.mkdirSync(path.join(dataDir, 'old-logs'), { mode: 0o755 });
  fs.writeFileSync(path.join(dataDir, 'old-logs', 'run.log'), 'x\n', { mode: 0o644 });
  fs.chmodSync(path.join(dataDir, 'old-logs'), 0o755);
  fs.chmodSync(path.join(dataDir, 'old-logs', 'run.log'), 0o644);

  // One service is enough to make NATS write a store and Mongo a database (the run inherits this env;
  // jest runs each test file in its own process).
  process.env.SERVICES = 'hosting';
  const run = new SupervisorRun(await new PortAllocator('127.0.0.1').next(), dataDir);
  runs.push(run);
  await run.ready();

  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  const entries = modes(dataDir);
  const paths = entries.map((e) => e.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      'secrets.json',
      'supervisor.json',
      'mongo',
      path.join('mongo', 'data.mdb'),
      'nats',
      'old-logs',
      path.join('old-logs', 'run.log'),
    ]),
  );
  // NATS has written its JetStream store (the services declare their streams at start).
  expect(entries.some((e) => e.path.startsWith(`nats${path.sep}`) && e.kind === 'file')).toBe(true);
  const wrong = entries.filter((e) => e.mode !== (e.kind === 'dir' ? 0o700 : 0o600));
  expect(wrong.map((e) => `${e.path} ${e.mode.toString(8)}`)).toEqual([]);

  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
});
