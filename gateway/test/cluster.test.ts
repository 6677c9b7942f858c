// GATEWAY_WORKERS: the gateway as several processes on one port. Fresh connections are dealt to the
// workers in turn; each worker keeps its own identity cache, and a sign-out seen by one worker drops the
// session from every other worker's cache at once (not when the entry runs out). Each worker follows
// identity's access changes on NATS itself.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { freePort, startNats, waitFor, type TestNats } from '@dop/service-testing';
import { configFromEnv } from '../src/config';
import { SECRET, ALICE, member } from './helpers/gateway-harness';
import { sha256, startIdentityResponder, type IdentityResponder } from './helpers/identity-responder';
import { startUpstream, type TestUpstream } from './helpers/upstream';

const SERVER = path.resolve(__dirname, '../src/server.ts');
const REPO = path.resolve(__dirname, '../..');

test('GATEWAY_WORKERS: 1 by default, auto = one per core, anything else is named', () => {
  const env = { INTERNAL_SECRET: SECRET };
  expect(configFromEnv(env).workers).toBe(1);
  expect(configFromEnv({ ...env, GATEWAY_WORKERS: '3' }).workers).toBe(3);
  expect(configFromEnv({ ...env, GATEWAY_WORKERS: 'auto' }).workers).toBe(availableParallelism());
  for (const bad of ['0', '-1', 'two', '100']) {
    expect(() => configFromEnv({ ...env, GATEWAY_WORKERS: bad })).toThrow(/GATEWAY_WORKERS/);
  }
});

describe('two worker processes', () => {
  let nats: TestNats;
  let identity: IdentityResponder;
  let upstreams: TestUpstream[];
  let child: ChildProcessWithoutNullStreams;
  let out = '';
  let url: string;

  beforeAll(async () => {
    nats = await startNats();
    identity = await startIdentityResponder(nats.url);
    identity.sessions.set('s-alice', ALICE);
    upstreams = [await startUpstream(SECRET), await startUpstream(SECRET)];
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: REPO,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        GATEWAY_WORKERS: '2',
        PORT: String(port),
        INTERNAL_SECRET: SECRET,
        NATS_URL: nats.url,
        SERVICE_IDENTITY_URL: upstreams[0].url,
        SERVICE_DOMAINS_URL: upstreams[1].url,
      },
    });
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    await waitFor(() => out.includes('(2 worker processes)'), { timeoutMs: 30_000, what: 'two workers listening' });
    // Each worker links to NATS on its own; ready when /healthz says so on enough fresh connections.
    await waitFor(
      async () => {
        const states = await Promise.all([0, 1, 2, 3].map(() => fresh('/healthz').then((r) => r.status)));
        return states.every((s) => s === 200);
      },
      { timeoutMs: 30_000, what: 'every worker linked to NATS' },
    );
  }, 60_000);

  afterAll(async () => {
    if (child?.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    await identity?.close();
    for (const u of upstreams ?? []) await u.close();
    await nats?.stop();
  });

  /** One request on a connection of its own, so the primary deals it to the next worker. */
  function fresh(pathname: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${url}${pathname}`, { ...init, headers: { connection: 'close', ...init.headers } });
  }

  test('both workers serve; a sign-out on one ends the session on the other at once', async () => {
    const cookie = { cookie: 'sid=s-alice' };
    for (let i = 0; i < 6; i++) expect((await fresh('/api/domains', { headers: cookie })).status).toBe(200);
    // Asked once per worker, then cached in each: both workers took requests.
    expect(identity.requests).toBe(2);

    identity.sessions.delete('s-alice'); // what identity does on sign-out
    const logout = await fresh('/api/auth/logout', { method: 'POST', headers: { ...cookie, origin: url } });
    expect(logout.status).toBe(200);
    // Well inside the 5 s cache lifetime: without the relay, the other worker would still say 200.
    for (let i = 0; i < 6; i++) expect((await fresh('/api/domains', { headers: cookie })).status).toBe(401);
  }, 30_000);

  test("a revocation identity publishes on NATS reaches every worker's cache, well inside its 5 s lifetime", async () => {
    const token = { authorization: 'Bearer t-erin' };
    identity.tokens.set('t-erin', member('u-erin', 'erin'));
    const before = identity.requests;
    for (let i = 0; i < 6; i++) expect((await fresh('/api/domains', { headers: token })).status).toBe(200);
    expect(identity.requests - before).toBe(2); // cached in each worker

    identity.tokens.delete('t-erin');
    const revokedAt = Date.now();
    await identity.publish({ tokenHash: sha256('t-erin'), reason: 'token-revoked' });
    // A worker process cannot be asked when it applied the message: poll, every worker at once.
    await waitFor(
      async () => (await Promise.all([0, 1, 2, 3].map(() => fresh('/api/domains', { headers: token })))).every((r) => r.status === 401),
      { timeoutMs: 3_000, what: 'both workers refuse the revoked token' },
    );
    expect(Date.now() - revokedAt).toBeLessThan(3_000);
    for (let i = 0; i < 6; i++) expect((await fresh('/api/domains', { headers: token })).status).toBe(401);
  }, 30_000);

  test('SIGTERM stops every worker and the primary exits 0', async () => {
    const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect((await fetch(`${url}/healthz`).catch(() => null))?.status).toBeUndefined();
  }, 20_000);
});
