// The gateway process as the supervisor runs it: a bad env exits before listening, naming the
// variable; a good one prints the route table, serves, and stops cleanly on SIGTERM.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { freePort, waitFor } from '@dop/service-testing';

const SERVER = path.resolve(__dirname, '../src/server.ts');
const REPO = path.resolve(__dirname, '../..');

function run(env: Record<string, string>): { child: ChildProcessWithoutNullStreams; out: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out: () => out, exit };
}

test('a bad variable makes the gateway exit 1 before listening, naming it', async () => {
  const p = run({ INTERNAL_SECRET: 'too-short', SERVICE_DOMAINS_URL: 'not a url' });
  expect(await p.exit).toBe(1);
  expect(p.out()).toMatch(/INTERNAL_SECRET: must be at least 32 characters/);
  expect(p.out()).toMatch(/SERVICE_DOMAINS_URL: must be an http\(s\):\/\/ URL/);
  expect(p.out()).not.toMatch(/listening/);
}, 20_000);

test('prints the route table, serves, and exits 0 on SIGTERM', async () => {
  const port = await freePort();
  const p = run({
    INTERNAL_SECRET: 'x'.repeat(32),
    PORT: String(port),
    NATS_URL: 'nats://127.0.0.1:1',
    SERVICE_DOMAINS_URL: 'http://127.0.0.1:1',
  });
  try {
    await waitFor(() => p.out().includes('gateway listening'), { timeoutMs: 15_000, what: 'gateway start' });
    expect(p.out()).toMatch(/\/api\/domains\s+domains\s+http:\/\/127\.0\.0\.1:1/);
    expect(p.out()).toMatch(/\/api\/billing\s+billing\s+not deployed \(503\)/);
    const res = await fetch(`http://127.0.0.1:${port}/api/nope`);
    expect(res.status).toBe(404);
  } finally {
    if (p.child.pid) process.kill(p.child.pid, 'SIGTERM');
  }
  expect(await p.exit).toBe(0);
}, 20_000);
