// The whole supervisor, for real: `node deploy/bin/start.js` on a free PORT with a temporary DATA_DIR
// reaches Ready with a green /healthz, restarts a killed gateway, on SIGTERM stops every child and exits 0,
// and after being killed with SIGKILL the next start clears what it left behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PortAllocator } from '../src/ports';
import { processAlive, waitFor } from '@dop/service-testing';
import { httpProbe } from '../src/readiness';
import { killLeftovers, SupervisorRun } from './support-supervisor';

jest.setTimeout(300_000);

let dataDir: string;
const runs: SupervisorRun[] = [];

beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'))));
afterEach(() => {
  killLeftovers(dataDir, runs.splice(0));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<SupervisorRun> {
  const run = new SupervisorRun(port, dataDir);
  runs.push(run);
  await run.ready();
  return run;
}

it('starts, serves a green /healthz, survives a gateway crash and stops cleanly', async () => {
  const started = Date.now();
  const run = await start(await new PortAllocator('127.0.0.1').next());
  const readyMs = Date.now() - started;
  expect((await httpProbe(`${run.url}/healthz`)).status).toBe(200);
  expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);

  const before = run.state();
  expect(before.pid).toBe(run.child.pid);
  const names = before.children.map((c) => c.name).sort();
  expect(names).toEqual(expect.arrayContaining(['gateway', 'mongo', 'nats']));
  for (const c of before.children) expect(processAlive(c.pid)).toBe(true);

  // A crashed gateway comes back on the same port.
  const gateway = before.children.find((c) => c.name === 'gateway')!;
  process.kill(gateway.pid, 'SIGKILL');
  await waitFor(async () => run.state().children.find((c) => c.name === 'gateway')!.pid !== gateway.pid, { timeoutMs: 30_000 });
  await waitFor(async () => (await httpProbe(`${run.url}/healthz`)).ok, { timeoutMs: 60_000 });
  expect(run.output).toMatch(/gateway exited \(signal SIGKILL\) after [\d.]+ s; restart #1 in 0\.5 s/);

  const children = run.state().children;
  // As under `npm start`: the signal itself, then the same one forwarded by npm a moment later.
  run.child.kill('SIGTERM');
  setTimeout(() => run.child.kill('SIGTERM'), 50);
  expect(await run.exited).toBe(0);
  for (const c of children) expect({ name: c.name, alive: processAlive(c.pid) }).toEqual({ name: c.name, alive: false });
  expect(fs.existsSync(path.join(dataDir, 'supervisor.json'))).toBe(false);
  expect(run.output).toMatch(/✓ stopped/);
  process.stdout.write(`supervisor ready in ${readyMs} ms with ${names.length} children: ${names.join(', ')}\n`);
});

it('after a SIGKILL of the supervisor, the next start stops the leftovers and reuses the secrets', async () => {
  const port = await new PortAllocator('127.0.0.1').next();
  const first = await start(port);
  const secrets = fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
  const orphans = first.state().children;
  first.child.kill('SIGKILL');
  await first.exited;
  // Children live in their own process groups, so they outlive a supervisor killed this way.
  for (const c of orphans) expect({ name: c.name, alive: processAlive(c.pid) }).toEqual({ name: c.name, alive: true });

  const second = await start(port);
  for (const c of orphans) expect({ name: c.name, alive: processAlive(c.pid) }).toEqual({ name: c.name, alive: false });
  expect(second.output).toMatch(/stopping gateway \(PID \d+\) left over from a previous run/);
  expect(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe(secrets);
  expect((await httpProbe(`${second.url}/healthz`)).status).toBe(200);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
});
