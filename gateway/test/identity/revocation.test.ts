// Instant revocation (issue 25): identity publishes on identity.access.changed what changed (a session
// or token by the SHA-256 of its secret, a member by id), and every gateway drops what it cached, so
// the very next request asks identity again, well inside the cache lifetime. A gateway that lost NATS
// serves no cached identity until it is back, and then starts from an empty cache.
import { waitFor } from '@dop/service-testing';
import { ALICE, member, startHarness, type Harness } from '../helpers/gateway-harness';
import { sha256 } from '../helpers/identity-responder';

// A long TTL and stale window: whatever ends a cached identity in these tests is not its age. One
// harness for the file (each test uses credentials of its own); the NATS outage gets its own at the end.
const LONG = { identityCacheTtlMs: 60_000, identityStaleMs: 60_000 };
let h: Harness;
beforeAll(async () => {
  h = await startHarness(['domains', 'identity'], LONG);
});
afterAll(async () => h?.close());

const get = (headers: Record<string, string>, url = h.url) => fetch(`${url}/api/domains`, { headers });
const sid = (s: string) => ({ cookie: `sid=${s}` });
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const lastIdentity = () => h.upstreams.domains!.seen.at(-1)!.identity;

test('a revoked session: the very next request asks identity again and gets 401', async () => {
  h.identity.sessions.set('s-one', member('u-one', 'one'));
  expect((await get(sid('s-one'))).status).toBe(200);
  expect((await get(sid('s-one'))).status).toBe(200);
  const asked = h.identity.requests;

  h.identity.sessions.delete('s-one'); // identity ends the session…
  await h.revoke({ sidHash: sha256('s-one'), reason: 'sign-out' }); // …and says so

  const res = await get(sid('s-one'));
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in required' } });
  expect(h.identity.requests).toBe(asked + 1);
});

test('a revoked token: the very next request asks identity again and gets 401; other credentials stay cached', async () => {
  h.identity.tokens.set('t-two', member('u-two', 'two'));
  expect((await get(bearer('t-two'))).status).toBe(200);
  expect((await get(sid('s-alice'))).status).toBe(200);
  const asked = h.identity.requests;

  h.identity.tokens.delete('t-two');
  await h.revoke({ tokenHash: sha256('t-two'), reason: 'token-revoked' });

  expect((await get(bearer('t-two'))).status).toBe(401);
  expect(h.identity.requests).toBe(asked + 1);
  expect((await get(sid('s-alice'))).status).toBe(200);
  expect(h.identity.requests).toBe(asked + 1);
});

test('a session hash does not drop a token with the same secret, nor the other way round', async () => {
  h.identity.sessions.set('same', member('u-s', 's'));
  h.identity.tokens.set('same', member('u-t', 't'));
  expect((await get(sid('same'))).status).toBe(200);
  expect((await get(bearer('same'))).status).toBe(200);
  const asked = h.identity.requests;
  await h.revoke({ tokenHash: sha256('same'), reason: 'token-revoked' });
  expect((await get(sid('same'))).status).toBe(200);
  expect(h.identity.requests).toBe(asked);
  expect((await get(bearer('same'))).status).toBe(200);
  expect(h.identity.requests).toBe(asked + 1);
});

test("a member's role change drops every credential of theirs: the next requests carry the new role", async () => {
  h.identity.sessions.set('s-four', member('u-four', 'four', { role: 'admin' }));
  h.identity.tokens.set('t-four', member('u-four', 'four', { role: 'admin' }));
  for (const creds of [sid('s-four'), bearer('t-four'), sid('s-alice')]) expect((await get(creds)).status).toBe(200);
  expect(lastIdentity()).toMatchObject({ userId: 'u-alice' });
  const asked = h.identity.requests;

  h.identity.sessions.set('s-four', member('u-four', 'four', { role: 'viewer' }));
  h.identity.tokens.set('t-four', member('u-four', 'four', { role: 'viewer' }));
  await h.revoke({ userId: 'u-four', reason: 'role-changed' });

  expect((await get(sid('s-four'))).status).toBe(200);
  expect(lastIdentity()).toMatchObject({ userId: 'u-four', role: 'viewer' });
  expect((await get(bearer('t-four'))).status).toBe(200);
  expect(lastIdentity()).toMatchObject({ userId: 'u-four', role: 'viewer' });
  expect(h.identity.requests).toBe(asked + 2);
  // Another member's cached identity is untouched.
  expect((await get(sid('s-alice'))).status).toBe(200);
  expect(h.identity.requests).toBe(asked + 2);
});

test('a disabled member: the next request carries status disabled, for the service to refuse', async () => {
  h.identity.sessions.set('s-five', member('u-five', 'five'));
  expect((await get(sid('s-five'))).status).toBe(200);
  h.identity.sessions.set('s-five', member('u-five', 'five', { status: 'disabled' }));
  await h.revoke({ userId: 'u-five', reason: 'status-changed' });
  expect((await get(sid('s-five'))).status).toBe(200);
  expect(lastIdentity()).toMatchObject({ userId: 'u-five', status: 'disabled' });
});

test('a step-up reaches the next request: the new stepUpUntil is signed', async () => {
  h.identity.sessions.set('s-six', member('u-six', 'six'));
  expect((await get(sid('s-six'))).status).toBe(200);
  expect(lastIdentity()).toMatchObject({ stepUpUntil: 0 });
  const until = Date.now() + 15 * 60_000;
  h.identity.sessions.set('s-six', member('u-six', 'six', { stepUpUntil: until }));
  await h.revoke({ sidHash: sha256('s-six'), reason: 'step-up' });
  expect((await get(sid('s-six'))).status).toBe(200);
  expect(lastIdentity()).toMatchObject({ userId: 'u-six', stepUpUntil: until });
});

test('an answer identity gave before the revocation reached the gateway is served to its caller but not cached', async () => {
  h.identity.sessions.set('s-race', member('u-race', 'race'));
  const asked = h.identity.requests;
  let release!: () => void;
  h.identity.hold = new Promise<void>((r) => (release = r));
  const first = get(sid('s-race'));
  await waitFor(() => h.identity.requests === asked + 1, { what: 'identity asked' });
  // Identity has looked the session up (still valid); the sign-out overtakes its answer.
  h.identity.sessions.delete('s-race');
  await h.revoke({ sidHash: sha256('s-race'), reason: 'sign-out' });
  release();
  h.identity.hold = null;
  expect((await first).status).toBe(200);
  expect((await get(sid('s-race'))).status).toBe(401);
  expect(h.identity.requests).toBe(asked + 2);
});

test('messages that are not an AccessChanged are ignored', async () => {
  expect((await get(sid('s-alice'))).status).toBe(200);
  const asked = h.identity.requests;
  const applied = h.changes.length;
  await h.identity.publish(null, new TextEncoder().encode('not json'));
  await h.identity.publish({ reason: 'sign-out' }); // names nothing
  await h.identity.publish({ sidHash: 'abc', reason: 'sign-out' }); // not a SHA-256
  await h.identity.publish({ userId: ALICE.id, reason: 'because' });
  // One valid change after them, on the same connection: once it is applied, so were they.
  await h.revoke({ sidHash: sha256('someone-else'), reason: 'sign-out' });
  expect(h.changes.slice(applied)).toEqual([{ sidHash: sha256('someone-else'), reason: 'sign-out' }]);
  expect((await get(sid('s-alice'))).status).toBe(200);
  expect(h.identity.requests).toBe(asked);
});

test('two gateways on one NATS: a revoked token is refused by both on their next request', async () => {
  const other = await h.addGateway();
  h.identity.tokens.set('t-carol', member('u-carol', 'carol'));
  const asked = h.identity.requests;
  expect((await get(bearer('t-carol'))).status).toBe(200);
  expect((await get(bearer('t-carol'), other.url)).status).toBe(200);
  expect((await get(bearer('t-carol'))).status).toBe(200);
  expect((await get(bearer('t-carol'), other.url)).status).toBe(200);
  expect(h.identity.requests).toBe(asked + 2); // one per gateway, then cached in each

  h.identity.tokens.delete('t-carol');
  await h.revoke({ tokenHash: sha256('t-carol'), reason: 'token-revoked' });

  expect((await get(bearer('t-carol'))).status).toBe(401);
  expect((await get(bearer('t-carol'), other.url)).status).toBe(401);
  expect(h.identity.requests).toBe(asked + 4);
});

describe('a NATS outage', () => {
  beforeAll(async () => {
    await h.close();
    h = await startHarness(['domains', 'identity'], LONG);
  });

  test('while NATS is down no cached identity is served (503); public paths still work; after the reconnect the cache is empty', async () => {
    h.identity.sessions.set('s-keep', member('u-keep', 'keep'));
    expect((await get(sid('s-alice'))).status).toBe(200);
    expect((await get(bearer('t-alice'))).status).toBe(200);
    expect((await get(sid('s-keep'))).status).toBe(200);
    const asked = h.identity.requests;

    await h.stopNats();
    for (const creds of [sid('s-alice'), bearer('t-alice'), sid('s-keep')]) {
      const res = await get(creds);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: 'identity_unavailable' } });
    }
    const me = await fetch(`${h.url}/api/auth/me`, { headers: sid('s-alice') });
    expect(me.status).toBe(200);
    expect(h.upstreams.identity!.seen.at(-1)!.identity).toBeNull();

    // Alice signs out while the gateway cannot hear it: the message is lost.
    h.identity.sessions.delete('s-alice');
    await h.restartNats();

    expect((await get(sid('s-alice'))).status).toBe(401);
    expect((await get(sid('s-keep'))).status).toBe(200);
    expect((await get(bearer('t-alice'))).status).toBe(200);
    // Each was asked again: nothing from before the outage was kept.
    expect(h.identity.requests).toBe(asked + 3);
    // And the subscription survived the reconnect: a revocation now takes effect at once.
    h.identity.tokens.delete('t-alice');
    await h.revoke({ tokenHash: sha256('t-alice'), reason: 'token-revoked' });
    expect((await get(bearer('t-alice'))).status).toBe(401);
  }, 30_000);
});
