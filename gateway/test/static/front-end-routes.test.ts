// Built front ends from STATIC_ROOT: the shell with SPA fallback, remotes under /remotes, the
// manifest and the change indicator — all picked up from disk without restarting the gateway.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../src/app';
import { IMMUTABLE } from '../../src/static/cache-policy';
import { baseConfig, listen } from '../helpers/gateway-harness';

let app: FastifyInstance;
let url: string;
let root: string;

function put(rel: string, content: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  const config = baseConfig();
  root = config.staticRoot;
  app = await buildGateway(config);
  url = await listen(app);
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

test('with no shell built, / answers a clear 503 page and the gateway keeps running', async () => {
  const res = await fetch(`${url}/`);
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  expect(await res.text()).toContain('not built yet');
  expect((await fetch(`${url}/remotes.json`)).status).toBe(200);
});

test('the shell is served at / with SPA fallback and the right cache headers', async () => {
  put('shell/dist/index.html', '<!doctype html><title>shell</title>');
  put('shell/dist/main.0123abcd.js', 'console.log(1)');
  const index = await fetch(`${url}/`);
  expect(index.status).toBe(200);
  expect(index.headers.get('cache-control')).toBe('no-cache');
  expect(await index.text()).toContain('<title>shell</title>');
  const deep = await fetch(`${url}/billing`);
  expect(deep.status).toBe(200);
  expect(await deep.text()).toContain('<title>shell</title>');
  const js = await fetch(`${url}/main.0123abcd.js`);
  expect(js.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(js.headers.get('content-type')).toMatch(/javascript/);
  expect((await fetch(`${url}/missing.0123abcd.js`)).status).toBe(404);
});

test('/remotes.json lists built remotes only, and sees a remote deployed after start', async () => {
  put('mf-domains/dist/remoteEntry.js', 'var a=1');
  mkdirSync(path.join(root, 'mf-ssh', 'src'), { recursive: true });
  expect(await (await fetch(`${url}/remotes.json`)).json()).toEqual({ remotes: { 'mf-domains': '/remotes/mf-domains/remoteEntry.js' } });
  put('mf-ssh/dist/remoteEntry.js', 'var b=1');
  expect(await (await fetch(`${url}/remotes.json`)).json()).toEqual({
    remotes: { 'mf-domains': '/remotes/mf-domains/remoteEntry.js', 'mf-ssh': '/remotes/mf-ssh/remoteEntry.js' },
  });
});

test('remote files are served with no-cache for remoteEntry.js and immutable for hashed chunks', async () => {
  put('mf-domains/dist/src_bootstrap.9f8e7d6c5b.js', 'chunk');
  const entry = await fetch(`${url}/remotes/mf-domains/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(await entry.text()).toBe('var a=1');
  const chunk = await fetch(`${url}/remotes/mf-domains/src_bootstrap.9f8e7d6c5b.js`);
  expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
  const missing = await fetch(`${url}/remotes/mf-domains/nope.js`);
  expect(missing.status).toBe(404);
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
});

test('nothing outside a dist directory can be reached', async () => {
  put('secret.txt', 'top secret');
  put('mf-domains/src/index.ts', 'source');
  for (const p of [
    '/remotes/mf-domains/..%2Fsrc%2Findex.ts',
    '/remotes/mf-domains/%2e%2e/%2e%2e/secret.txt',
    '/remotes/..%2Fsecret.txt/x',
    '/..%2F..%2Fsecret.txt',
  ]) {
    const res = await fetch(`${url}${p}`);
    expect(await res.text()).not.toMatch(/top secret|source/);
  }
});

test('/api/deployment/status changes when a remoteEntry.js changes, and only then', async () => {
  const read = async () => ((await (await fetch(`${url}/api/deployment/status`)).json()) as { changeIndicator: string }).changeIndicator;
  const first = await read();
  expect(first).toMatch(/^[0-9a-f]{16}$/);
  expect(await read()).toBe(first);
  put('mf-domains/dist/remoteEntry.js', 'var a=2');
  const second = await read();
  expect(second).not.toBe(first);
  put('shell/dist/index.html', '<!doctype html><title>shell v2</title>');
  expect(await read()).not.toBe(second);
});
