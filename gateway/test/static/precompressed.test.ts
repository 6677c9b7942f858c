// Issue 31: the front-end builds write .br and .gz twins of their JavaScript and CSS; the gateway sends
// the twin the browser accepts with Content-Encoding, keeps the cache policy of the plain file, and
// falls back to the plain file for a client that accepts neither or a file with no twin.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../src/app';
import { IMMUTABLE } from '../../src/static/cache-policy';
import { baseConfig, listen } from '../helpers/gateway-harness';
import { rawCall } from '../helpers/raw-call';

let app: FastifyInstance;
let url: string;
let root: string;
const SOURCE = 'export const answer = 42;\n'.repeat(200);

function put(rel: string, content: string | Buffer): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function withTwins(rel: string, text: string): void {
  put(rel, text);
  put(`${rel}.br`, brotliCompressSync(text));
  put(`${rel}.gz`, gzipSync(text));
}

beforeAll(async () => {
  const config = baseConfig();
  root = config.staticRoot;
  withTwins('shell/dist/main.0123abcd.js', SOURCE);
  withTwins('shell/dist/index.html', '<!doctype html><title>shell</title>');
  withTwins('mf-env/dist/remoteEntry.js', SOURCE);
  put('mf-env/dist/src_app.89abcdef.js', SOURCE);
  app = await buildGateway(config);
  url = await listen(app);
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

test('a hashed .js asset comes as brotli when accepted, with its long cache header', async () => {
  const res = await rawCall(`${url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toBe(IMMUTABLE);
  expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(res.body).toString()).toBe(SOURCE);
  expect(res.body.length).toBeLessThan(SOURCE.length / 10);
});

test('gzip for a client without brotli; the plain file for one that accepts neither', async () => {
  const gz = await rawCall(`${url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['cache-control']).toBe(IMMUTABLE);
  expect(gunzipSync(gz.body).toString()).toBe(SOURCE);
  const plain = await rawCall(`${url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(SOURCE);
});

test('remoteEntry.js and index.html come compressed but are revalidated every time', async () => {
  const entry = await rawCall(`${url}/remotes/mf-env/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
  expect(entry.headers['content-encoding']).toBe('br');
  expect(entry.headers['cache-control']).toBe('no-cache');
  const index = await rawCall(`${url}/env`, { headers: { 'accept-encoding': 'gzip' } });
  expect(index.headers['content-encoding']).toBe('gzip');
  expect(index.headers['content-type']).toMatch(/text\/html/);
  expect(index.headers['cache-control']).toBe('no-cache');
  expect(gunzipSync(index.body).toString()).toContain('<title>shell</title>');
});

test('a file without twins is sent plain with its own cache header', async () => {
  const res = await rawCall(`${url}/remotes/mf-env/src_app.89abcdef.js`, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['cache-control']).toBe(IMMUTABLE);
  expect(res.body.toString()).toBe(SOURCE);
});
