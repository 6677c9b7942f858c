// Authorization across every service, found at run time: through the real gateway every non-public
// /api route answers 401 without a session (and with a forged cookie or token); every service answers
// 401 to calls without the gateway's signature or with a forged one; and a cookie-authenticated write
// without this site's Origin is refused (403 csrf) before it reaches a service, changing nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isPublicApiPath } from '@dop/gateway/src/route-table';
import { signedHeaders } from '@dop/service-testing';
import { concreteUrl, STATE_CHANGING } from '../../src/reliability/concrete-url';
import { DbFingerprints } from '../../src/reliability/db-fingerprint';
import { startGatewayFront, type GatewayFront } from '../../src/reliability/gateway-front';
import { startServiceStack, type ServiceStack } from '../../src/reliability/service-stack';
import { signUp, type SignedUpUser } from '../../src/reliability/sign-up';

let stack: ServiceStack;
let front: GatewayFront;
let prints: DbFingerprints;
let alice: SignedUpUser;
const staticRoot = mkdtempSync(path.join(tmpdir(), 'rel-static-'));

beforeAll(async () => {
  stack = await startServiceStack();
  front = await startGatewayFront(stack, staticRoot);
  prints = await DbFingerprints.connect(stack.mongo.uri);
  alice = await signUp(front.url, stack.dataDir, 'alice');
}, 180_000);
afterAll(async () => {
  await front?.close();
  await prints?.close();
  await stack?.close();
  rmSync(staticRoot, { recursive: true, force: true });
}, 60_000);

const routes = () => stack.catalog.apiRoutes();
const call = (method: string, url: string, headers: Record<string, string> = {}) =>
  fetch(`${front.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: STATE_CHANGING.has(method) ? '{}' : undefined,
  });

test('every service started and registered routes', () => {
  expect([...stack.broken].map(([name, err]) => `${name}: ${err.message}`)).toEqual([]);
  expect(routes().length).toBeGreaterThan(50);
});

test.each([
  ['no credentials', {}],
  // With the site's Origin, so a write is judged on the session and not refused as CSRF first.
  ['a forged session cookie', { cookie: 'sid=forged-session-id', origin: 'SITE' }],
  ['a forged bearer token', { authorization: 'Bearer forged-token' }],
  ['forged identity headers', { 'x-user-id': 'u-admin', 'x-user-name': 'admin' }],
])(
  'through the gateway, every non-public route answers 401 with %s',
  async (_what, headers) => {
    const wrong: string[] = [];
    for (const r of routes().filter((r) => !isPublicApiPath(r.url))) {
      const url = concreteUrl(r);
      const res = await call(r.method, url, Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'SITE' ? front.url : v])));
      const body = await res.text();
      if (res.status !== 401) wrong.push(`${r.service} ${r.method} ${url} → ${res.status} ${body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  },
  60_000,
);

test('every service refuses calls without the gateway signature, or signed with another secret (401)', async () => {
  const wrong: string[] = [];
  for (const r of routes().filter((r) => !isPublicApiPath(r.url))) {
    const svc = stack.services.find((s) => s.name === r.service)!;
    for (const headers of [{}, signedHeaders({ userId: alice.id }, 'another-secret-0123456789abcdefghij')]) {
      const res = await svc.app.inject({
        method: r.method as 'GET',
        url: concreteUrl(r),
        headers,
        payload: STATE_CHANGING.has(r.method) ? {} : undefined,
      });
      if (res.statusCode !== 401) wrong.push(`${r.service} ${r.method} ${r.url} → ${res.statusCode}`);
    }
  }
  expect(wrong).toEqual([]);
}, 60_000);

test('a cookie-authenticated write without the site Origin, or with a foreign one, is refused and changes nothing', async () => {
  const wrong: string[] = [];
  for (const r of routes().filter((r) => STATE_CHANGING.has(r.method))) {
    const svc = stack.services.find((s) => s.name === r.service)!;
    for (const origin of [undefined, 'https://evil.example', 'null']) {
      const before = await prints.of(svc.dbName);
      const res = await call(r.method, concreteUrl(r), { cookie: alice.cookie, ...(origin ? { origin } : {}) });
      const body = (await res.json()) as { error?: { code?: string } };
      if (res.status !== 403 || body.error?.code !== 'csrf') wrong.push(`${r.method} ${r.url} origin=${origin} → ${res.status}`);
      if ((await prints.of(svc.dbName)) !== before) wrong.push(`${r.method} ${r.url} origin=${origin} changed ${svc.dbName}`);
    }
  }
  expect(wrong).toEqual([]);
}, 60_000);

test('the same session with the site Origin gets through (the refusals above were about the Origin)', async () => {
  const res = await fetch(`${front.url}/api/auth/update-display-name`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: alice.cookie, origin: front.url },
    body: JSON.stringify({ displayName: 'Alice A.' }),
  });
  expect(res.status).toBe(200);
  const me = await fetch(`${front.url}/api/auth/me`, { headers: { cookie: alice.cookie } });
  expect(((await me.json()) as { user: { displayName: string } }).user.displayName).toBe('Alice A.');
});
