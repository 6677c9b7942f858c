// The entry point the supervisor runs: bad env exits 1 naming the variable; a good env listens,
// serves health and the sign-in routes, and exits 0 on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startMongo, startNats, stopChild, testEnv, waitFor, type TestMongo, type TestNats } from '@dop/service-testing';

const ROOT = resolve(__dirname, '../../..');
const SERVER = 'services/identity/src/server.ts';

function run(env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exitCode(child: ReturnType<typeof run>): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

let mongo: TestMongo;
let nats: TestNats;
let dataDir: string;
beforeAll(async () => {
  [mongo, nats] = await Promise.all([startMongo(), startNats()]);
  dataDir = await mkdtemp(join(tmpdir(), 'identity-server-'));
}, 60_000);
afterAll(async () => {
  await Promise.all([mongo?.stop(), nats?.stop()]);
  await rm(dataDir, { recursive: true, force: true });
});

it('exits 1 naming a bad variable', async () => {
  const child = run({ ...testEnv({ mongoUri: mongo.uriFor('identity_env'), natsUrl: nats.url }), CODE_CHECKS_PER_MIN: 'many' });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  expect(await exitCode(child)).toBe(1);
  expect(stderr).toContain('CODE_CHECKS_PER_MIN');
}, 30_000);

it('listens, answers health and sign-in, and exits 0 on SIGTERM', async () => {
  const port = await freePort();
  const env = { ...testEnv({ mongoUri: mongo.uriFor('identity_server'), natsUrl: nats.url }), PORT: String(port), DATA_DIR: dataDir };
  const child = run(env);
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, { timeoutMs: 30_000, what: 'identity /readyz' });
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/me`);
    expect(res.status).toBe(401);
    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);
  } finally {
    await stopChild(child);
  }
}, 60_000);
