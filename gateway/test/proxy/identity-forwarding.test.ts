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

test('role, status and step-up are forwarded and signed: the service verifies them', async () => {
  const until = Date.now() + 600_000;
  h.identity.sessions.set('s-dora', member('u-dora', 'dora', { role: 'admin', status: 'active', stepUpUntil: until }));
  h.identity.tokens.set('t-pending', member('u-pat', 'pat', { role: 'viewer', status: 'pending' }));
  expect((await fetch(`${h.url}/api/domains`, { headers: { cookie: 'sid=s-dora' } })).status).toBe(200);
  const seen = lastSeen();
  // The upstream verified the signature with verifyIdentity (a wrong or unsigned value would give null).
  expect(seen.identity).toEqual({
    userId: 'u-dora',
    userName: 'dora',
    requestId: seen.headers['x-request-id'],
    role: 'admin',
    status: 'active',
    stepUpUntil: until,
  });
  expect(seen.headers).toMatchObject({ 'x-user-role': 'admin', 'x-user-status': 'active', 'x-user-step-up-until': String(until) });
  expect((await fetch(`${h.url}/api/domains`, { headers: { authorization: 'Bearer t-pending' } })).status).toBe(200);
  expect(lastSeen().identity).toMatchObject({ userId: 'u-pat', role: 'viewer', status: 'pending', stepUpUntil: 0 });
});

test('client-sent role, status and step-up headers are dropped: with a session the signed ones replace them', async () => {
  const forged = {
    'x-user-role': 'owner',
    'x-user-status': 'active',
    'x-user-step-up-until': String(Date.now() + 600_000),
    'x-identity-ts': '1000',
  };
  expect((await fetch(`${h.url}/api/domains`, { headers: { ...forged, cookie: 'sid=s-alice' } })).status).toBe(200);
  const seen = lastSeen();
  expect(seen.identity).toMatchObject({ userId: ALICE.id, role: 'operator', status: 'active', stepUpUntil: 0 });
  expect(seen.headers).toMatchObject({ 'x-user-role': 'operator', 'x-user-status': 'active', 'x-user-step-up-until': '0' });
  expect(seen.headers['x-identity-ts']).not.toBe(forged['x-identity-ts']);

  // Without a session, on a public path, none of them reaches the service at all.
  const identitySeen = h.upstreams.identity!.seen;
  expect((await fetch(`${h.url}/api/auth/signup-mode`, { headers: forged })).status).toBe(200);
  const anon = identitySeen.at(-1)!;
  expect(anon.identity).toBeNull();
  for (const name of [...Object.keys(forged), 'x-user-id', 'x-identity-sig']) expect(anon.headers[name]).toBeUndefined();
});

test('signup mode and invitation links are public; the team and the audit log need a user and go to identity', async () => {
  const seen = h.upstreams.identity!.seen;
  for (const path of ['/api/auth/signup-mode', '/api/auth/invitations/abcdef0123']) {
    const res = await fetch(`${h.url}${path}`);
    expect([path, res.status]).toEqual([path, 200]);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: path, identity: null });
  }
  for (const path of ['/api/team/members', '/api/team/invitations', '/api/team/settings', '/api/audit?actor=u-1']) {
    const before = seen.length;
    const anon = await fetch(`${h.url}${path}`);
    expect([path, anon.status]).toEqual([path, 401]);
    expect(seen).toHaveLength(before);
    const res = await fetch(`${h.url}${path}`, { headers: { cookie: 'sid=s-alice' } });
    expect([path, res.status]).toEqual([path, 200]);
    expect(seen.at(-1)).toMatchObject({ url: path, identity: { userId: ALICE.id, role: 'operator' } });
  }
});
