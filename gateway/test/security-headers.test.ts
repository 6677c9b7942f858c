// Security headers on every kind of answer: the shell page, remote files, health, the manifest, proxied
// API answers (ok and refused), the gateway's own errors; HSTS only behind TLS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from '../src/app';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY, HSTS } from '../src/security-headers';
import { baseConfig, listen, startHarness, type Harness } from './helpers/gateway-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(['domains']);
});
afterAll(async () => h?.close());

function put(staticRoot: string, rel: string, content: string): void {
  const file = path.join(staticRoot, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Each name's expected value; null: the header must be absent. */
type Expected = Record<string, string | null>;

const PAGE_HEADERS: Expected = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'strict-transport-security': null,
};

/** An API answer is data: it may load nothing and be framed nowhere, and nobody may keep it. */
const API_HEADERS: Expected = {
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'referrer-policy': null,
  'strict-transport-security': null,
};

function expectHeaders(res: Response, expected: Expected): void {
  for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name)).toBe(value);
}
const expectBaseHeaders = (res: Response): void => expectHeaders(res, PAGE_HEADERS);
const expectApiHeaders = (res: Response): void => expectHeaders(res, API_HEADERS);

test('the CSP lets same-origin scripts (shell and /remotes/*) load, forbids framing and foreign scripts', () => {
  expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
  expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
});

test("the API answers' CSP allows nothing at all and forbids framing", () => {
  expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
});

test.each(['/', '/domains', '/remotes.json', '/healthz', '/remotes/mf-domains/remoteEntry.js', '/no-such-asset.js'])(
  '%s carries the security headers',
  async (p) => {
    const res = await fetch(`${h.url}${p}`);
    await res.arrayBuffer();
    expectBaseHeaders(res);
  },
);

test('a built shell page and a remote file carry them too', async () => {
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'gw-sec-'));
  put(staticRoot, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
  put(staticRoot, 'mf-domains/dist/remoteEntry.js', 'var x = 1;');
  const app = await buildGateway(baseConfig({ staticRoot }));
  try {
    const url = await listen(app);
    for (const p of ['/', '/remotes/mf-domains/remoteEntry.js']) {
      const res = await fetch(`${url}${p}`);
      expect(res.status).toBe(200);
      expectBaseHeaders(res);
    }
  } finally {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
  }
});

test('proxied API answers are not cacheable; refused ones (401, 403, 404) carry the headers as well', async () => {
  const ok = await fetch(`${h.url}/api/domains`, { headers: { authorization: 'Bearer t-alice' } });
  expect(ok.status).toBe(200);
  expectApiHeaders(ok);
  const refused = [
    await fetch(`${h.url}/api/domains`),
    await fetch(`${h.url}/api/domains`, { method: 'POST', headers: { cookie: 'sid=s-alice' } }),
    await fetch(`${h.url}/api/nothing-here`, { headers: { authorization: 'Bearer t-alice' } }),
  ];
  expect(refused.map((r) => r.status)).toEqual([401, 403, 404]);
  for (const r of refused) expectApiHeaders(r);
});

test('HSTS is sent behind a TLS terminator (X-Forwarded-Proto: https) and not over plain HTTP', async () => {
  const tls = await fetch(`${h.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(tls.headers.get('strict-transport-security')).toBe(HSTS);
  const api = await fetch(`${h.url}/api/domains`, { headers: { authorization: 'Bearer t-alice', 'x-forwarded-proto': 'https' } });
  expect(api.headers.get('strict-transport-security')).toBe(HSTS);
  expect((await fetch(`${h.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
});
