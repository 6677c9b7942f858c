// The identity cache past its TTL: a confirmed user keeps working while identity is slow or down
// (within IDENTITY_STALE_MS), credentials never confirmed still get 503, a sign-out still ends the
// session at once, and only SHA-256 hashes of credentials travel over NATS.
import { createHash } from 'node:crypto';
import { waitFor } from '@dop/service-testing';
import { ALICE, startHarness, type Harness } from '../helpers/gateway-harness';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
let h: Harness;

beforeEach(async () => {
  h = await startHarness(['domains', 'identity'], { identityCacheTtlMs: 50, identityStaleMs: 60_000 });
});
afterEach(async () => h?.close());

const get = (headers: Record<string, string>) => fetch(`${h.url}/api/domains`, { headers });

test('only hashes of the sid and the token are sent to identity', async () => {
  expect((await get({ cookie: 'sid=s-alice' })).status).toBe(200);
  expect((await get({ authorization: 'Bearer t-alice' })).status).toBe(200);
  expect(h.identity.bodies).toEqual([{ sidHash: sha256('s-alice') }, { tokenHash: sha256('t-alice') }]);
  expect(JSON.stringify(h.identity.bodies)).not.toMatch(/s-alice|t-alice/);
});

test('a confirmed user is served past the TTL while identity is down; unknown credentials get 503', async () => {
  expect((await get({ cookie: 'sid=s-alice' })).status).toBe(200);
  await h.identity.close();
  // Past the 50 ms TTL, each request is answered from the stale entry and triggers a refresh that fails.
  await waitFor(async () => (await get({ cookie: 'sid=s-alice' })).status === 200 && h.identity.requests === 1, {
    what: 'stale answer',
  });
  const after = await get({ cookie: 'sid=s-alice' });
  expect(after.status).toBe(200);
  expect(h.upstreams.domains!.seen.at(-1)!.identity?.userId).toBe(ALICE.id);
  const stranger = await get({ cookie: 'sid=never-seen' });
  expect(stranger.status).toBe(503);
  expect(await stranger.json()).toMatchObject({ error: { code: 'identity_unavailable' } });
});

test('a session identity no longer knows ends at the first refresh after the TTL', async () => {
  expect((await get({ cookie: 'sid=s-alice' })).status).toBe(200);
  h.identity.sessions.delete('s-alice');
  // The first request past the TTL may still be served stale; the refresh it starts learns the truth.
  await waitFor(async () => (await get({ cookie: 'sid=s-alice' })).status === 401, { what: 'revoked session refused' });
  expect((await get({ cookie: 'sid=s-alice' })).status).toBe(401);
});
