// The whole supervisor, for real: `node deploy/bin/start.js` on a free PORT with a temporary DATA_DIR
// reaches Ready with a green /healthz, restarts a killed gateway, and on SIGTERM stops every child and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PortAllocator } from '../src/ports';
import { httpProbe, waitUntil } from '../src/readiness';

const root = path.resolve(__dirname, '../..');
jest.setTimeout(240_000);

interface State {
  pid: number;
  children: Array<{ name: string; pid: number }>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let dataDir: string;
let supervisor: ChildProcess | undefined;
let output = '';
const readState = (): State => JSON.parse(fs.readFileSync(path.join(dataDir, 'supervisor.json'), 'utf8')) as State;

afterAll(() => {
  // Only reached with children still running when an assertion failed midway.
  if (supervisor && supervisor.exitCode === null) supervisor.kill('SIGKILL');
  if (fs.existsSync(path.join(dataDir, 'supervisor.json'))) {
    for (const c of readState().children) if (alive(c.pid)) process.kill(-c.pid, 'SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('starts, serves a green /healthz, survives a gateway crash and stops cleanly', async () => {
  const port = await new PortAllocator('127.0.0.1').next();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
  const started = Date.now();
  supervisor = spawn(process.execPath, [path.join(root, 'deploy/bin/start.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', SKIP_INSTALL: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  supervisor.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  supervisor.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => supervisor!.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => output.includes(`Ready: ${url}`), {
    timeoutMs: 180_000,
    abort: () => (supervisor!.exitCode !== null ? `supervisor exited early:\n${output}` : undefined),
  });
  const readyMs = Date.now() - started;
  expect((await httpProbe(`${url}/healthz`)).status).toBe(200);
  expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);

  const before = readState();
  expect(before.pid).toBe(supervisor.pid);
  const names = before.children.map((c) => c.name).sort();
  expect(names).toEqual(expect.arrayContaining(['gateway', 'mongo', 'nats']));
  for (const c of before.children) expect(alive(c.pid)).toBe(true);

  // A crashed gateway comes back on the same port.
  const gateway = before.children.find((c) => c.name === 'gateway')!;
  process.kill(gateway.pid, 'SIGKILL');
  await waitUntil(async () => readState().children.find((c) => c.name === 'gateway')!.pid !== gateway.pid, { timeoutMs: 30_000 });
  await waitUntil(async () => (await httpProbe(`${url}/healthz`)).ok, { timeoutMs: 60_000 });
  expect(output).toMatch(/gateway exited \(signal SIGKILL\) after [\d.]+ s; restart #1 in 0\.5 s/);

  const children = readState().children;
  // As under `npm start`: the signal itself, then the same one forwarded by npm a moment later.
  supervisor.kill('SIGTERM');
  setTimeout(() => supervisor?.kill('SIGTERM'), 50);
  expect(await exited).toBe(0);
  for (const c of children) expect({ name: c.name, alive: alive(c.pid) }).toEqual({ name: c.name, alive: false });
  expect(fs.existsSync(path.join(dataDir, 'supervisor.json'))).toBe(false);
  expect(output).toMatch(/✓ stopped/);
  process.stdout.write(`supervisor ready in ${readyMs} ms with ${names.length} children: ${names.join(', ')}\n`);
});
