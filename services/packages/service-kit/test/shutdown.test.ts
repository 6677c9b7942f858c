import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { exited, freePort, startMongo, startNats, stopChild, tailOutput, testEnv, waitFor, type TestNats } from '@dop/service-testing';
import { baseServiceEnv, parseEnv } from '../src/env';
import { installGracefulShutdown } from '../src/shutdown';
import { buildTinyApp } from './fixtures/tiny-app';

jest.setTimeout(60_000);

const SERVER = join(__dirname, 'fixtures', 'tiny-server.ts');
const ROOT = join(__dirname, '..', '..', '..', '..');

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d.toString()));
  const output = tailOutput(child, 20_000);
  const code = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { child, code, stderr: () => stderr, output };
}

let nats: TestNats;
beforeAll(async () => {
  nats = await startNats();
});
afterAll(() => nats.stop());

describe('server start-up', () => {
  it('exits 1 before listening, naming every bad variable', async () => {
    const port = await freePort();
    const run = runServer({ ...testEnv({ natsUrl: nats.url }), PORT: String(port), INTERNAL_SECRET: 'short', LOG_LEVEL: 'chatty' });
    expect(await run.code).toBe(1);
    expect(run.stderr()).toContain('INTERNAL_SECRET: must be at least 32 characters');
    expect(run.stderr()).toContain('LOG_LEVEL');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('exits 1 with a clear message when NATS is unreachable', async () => {
    const dead = await freePort();
    const run = runServer({ ...testEnv({ natsUrl: `nats://127.0.0.1:${dead}` }), PORT: String(await freePort()) });
    expect(await run.code).toBe(1);
    expect(run.stderr()).toContain(`NATS at nats://127.0.0.1:${dead} is unreachable`);
  });

  it('listens, becomes ready with Mongo and NATS, and on SIGTERM closes both and exits 0', async () => {
    const mongo = await startMongo();
    const port = await freePort();
    const env = { ...testEnv({ natsUrl: nats.url, mongoUri: mongo.uriFor('tiny') }), PORT: String(port), LOG_LEVEL: 'info' };
    const run = runServer({ ...env, TINY_MONGO: '1' });
    try {
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200, {
        timeoutMs: 30_000,
        what: 'the tiny server to be ready',
      });
      process.kill(run.child.pid as number, 'SIGTERM');
      expect(await run.code).toBe(0);
      expect(run.output()).toContain('"msg":"shutting down"');
      expect(run.output()).toContain('"msg":"closed"');
      expect(run.output()).not.toContain('"level":50');
    } finally {
      await stopChild(run.child);
      await exited(run.child);
      await mongo.stop();
    }
  });
});

describe('installGracefulShutdown', () => {
  it('closes the app (draining NATS) on the signal and exits 0', async () => {
    const app = await buildTinyApp(parseEnv(baseServiceEnv, testEnv({ natsUrl: nats.url })), { nats: true });
    const codes: number[] = [];
    const uninstall = installGracefulShutdown(app, { signals: ['SIGUSR2'], exit: (c) => codes.push(c) });
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      await waitFor(() => codes.length === 1, { what: 'exit' });
      expect(codes).toEqual([0]);
      expect(app.nats.isClosed()).toBe(true);
    } finally {
      uninstall();
    }
  });

  it('exits 1 when closing outlives the timeout', async () => {
    const app = await buildTinyApp(parseEnv(baseServiceEnv, testEnv()));
    app.addHook('onClose', () => new Promise((r) => setTimeout(r, 500)));
    const codes: number[] = [];
    const uninstall = installGracefulShutdown(app, { signals: ['SIGUSR2'], timeoutMs: 50, exit: (c) => codes.push(c) });
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      await waitFor(() => codes.length >= 1, { what: 'exit' });
      // Let the slow close finish: it must not add a second, successful exit.
      await new Promise((r) => setTimeout(r, 600));
      expect(codes).toEqual([1]);
    } finally {
      uninstall();
    }
  });
});
