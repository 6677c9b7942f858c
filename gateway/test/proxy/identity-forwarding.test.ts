// Identity at the gateway: forged headers are dropped, users are resolved over NATS (and cached),
// services see only the gateway's signed headers and refuse anyone who skips the gateway.
import { ALICE, member, startHarness, type Harness } from '../helpers/gateway-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(['domains', 'identity']);
});
afterAll(async () => h?.close());
beforeEach(() => {
  h.upstreams.domains!.seen.length = 0;
});

const lastSeen = () => h.upstreams.domains!.seen.at(-1)!;

test('a forged x-user-id without a session gets 401 and never reaches the service', async () => {
  const res = await fetch(`${h.url}/api/domains`, { headers: { 'x-user-id': 'u-admin', 'x-user-name': 'admin' } });
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in required' } });
  expect(h.upstreams.domains!.seen).toHaveLength(0);
});

test('a forged x-user-id next to a real session is replaced by the signed identity of the session', async () => {
  const res = await fetch(`${h.url}/api/domains?page=2`, {
    headers: { cookie: 'theme=dark; sid=s-alice', 'x-user-id': 'u-admin', 'x-identity-sig': 'f'.repeat(64), 'x-request-id': 'mine' },
  });
  expect(res.status).toBe(200);
  const seen = lastSeen();
  expect(seen.url).toBe('/api/domains?page=2');
  expect(seen.identity).toMatchObject({ userId: ALICE.id, userName: ALICE.username });
  expect(seen.headers['x-user-id']).toBe(ALICE.id);
  expect(seen.headers['x-request-id']).not.toBe('mine');
  expect(res.headers.get('x-request-id')).toBe(seen.headers['x-request-id']);
});

test('a bearer token resolves to its user', async () => {
  const res = await fetch(`${h.url}/api/domains`, { headers: { authorization: 'Bearer t-alice' } });
  expect(res.status).toBe(200);
  expect(lastSeen().identity?.userId).toBe(ALICE.id);
});

test('an unknown session gets 401', async () => {
  const res = await fetch(`${h.url}/api/domains`, { headers: { cookie: 'sid=s-nobody' } });
  expect(res.status).toBe(401);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
});

test('the service called directly without the gateway signature answers 401', async () => {
  const res = await fetch(`${h.upstreams.domains!.url}/api/domains`, { headers: { 'x-user-id': ALICE.id, 'x-user-name': 'alice' } });
  expect(res.status).toBe(401);
  expect(h.upstreams.domains!.seen.at(-1)!.identity).toBeNull();
});

test('repeated calls with one session cost one NATS request', async () => {
  h.identity.sessions.set('s-cache', member('u-cache', 'cache'));
  const before = h.identity.requests;
  const calls = await Promise.all(Array.from({ length: 5 }, () => fetch(`${h.url}/api/domains`, { headers: { cookie: 'sid=s-cache' } })));
  for (let i = 0; i < 5; i++) calls.push(await fetch(`${h.url}/api/domains`, { headers: { cookie: 'sid=s-cache' } }));
  expect(calls.map((r) => r.status)).toEqual(Array(10).fill(200));
  expect(h.identity.requests - before).toBe(1);
});

test('public auth paths pass without a session, and carry the identity when there is one', async () => {
  const seen = h.upstreams.identity!.seen;
  const anon = await fetch(`${h.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@b.c', password: 'pw' }),
  });
  expect(anon.status).toBe(200);
  expect(seen.at(-1)).toMatchObject({ method: 'POST', identity: null, body: '{"email":"a@b.c","password":"pw"}' });
  const me = await fetch(`${h.url}/api/auth/me`, { headers: { cookie: 'sid=s-alice' } });
  expect(me.status).toBe(200);
  expect(seen.at(-1)!.identity?.userId).toBe(ALICE.id);
});

test('sign-out drops the cached session at once', async () => {
  h.identity.sessions.set('s-bye', member('u-bye', 'bye'));
  const cookie = { cookie: 'sid=s-bye' };
  expect((await fetch(`${h.url}/api/domains`, { headers: cookie })).status).toBe(200);
  h.identity.sessions.delete('s-bye');
  const out = await fetch(`${h.url}/api/auth/logout`, { method: 'POST', headers: { ...cookie, origin: h.origin } });
  expect(out.status).toBe(200);
  expect((await fetch(`${h.url}/api/domains`, { headers: cookie })).status).toBe(401);
});

test('an identity reply that cannot be put in a header gives 500 JSON, and the gateway keeps serving', async () => {
  h.identity.sessions.set('s-broken', member('u-1\r\nx-user-id: u-admin', 'broken'));
  const res = await fetch(`${h.url}/api/domains`, { headers: { cookie: 'sid=s-broken' } });
  expect(res.status).toBe(500);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('internal');
  expect(h.upstreams.domains!.seen).toHaveLength(0);
  expect((await fetch(`${h.url}/api/domains`, { headers: { cookie: 'sid=s-alice' } })).status).toBe(200);
});
