import { call } from '../helpers/client';
import { registerVerified } from '../helpers/flows';
import { startHarness, type Harness } from '../helpers/harness';
import { SessionResolver, sha256 } from '../helpers/session-resolver';

let h: Harness;
let resolver: SessionResolver;
beforeAll(async () => {
  h = await startHarness();
  resolver = await SessionResolver.connect(h.nats.url);
}, 60_000);
afterAll(async () => {
  await resolver?.close();
  await h?.close();
});

// 10 s, as before: one case asks 50 at once.
const resolve = (body: unknown) => resolver.ask(body, 10_000);

describe('identity.session.resolve', () => {
  it('answers null for bad requests and unknown credentials', async () => {
    expect(await resolve({ sidHash: sha256('nope') })).toEqual({ user: null });
    expect(await resolve({ tokenHash: sha256('dop_nope') })).toEqual({ user: null });
    expect(await resolve({ sidHash: 'not-a-hash' })).toEqual({ user: null });
    expect(await resolve({ sidHash: sha256('a'), tokenHash: sha256('b') })).toEqual({ user: null });
    expect(await resolve({ sidHash: 'x'.repeat(10_240) })).toEqual({ user: null });
    expect(await resolver.ask(new TextEncoder().encode('not json'), 3000)).toEqual({ user: null });
  });

  it('gives id, username, displayName, role, status and the step-up mark only, and follows display-name changes', async () => {
    // The first verified account of this fresh database is its owner.
    const a = await registerVerified(h);
    const sidHash = sha256(a.cookie.slice(4));
    const base = { id: a.id, username: a.username, role: 'owner', status: 'active', stepUpUntil: 0 };
    expect(await resolve({ sidHash })).toEqual({ user: { ...base, displayName: null } });
    await call(h.app, 'POST', '/api/auth/update-display-name', { displayName: 'Resolved' }, { as: a.id });
    expect(await resolve({ sidHash })).toEqual({ user: { ...base, displayName: 'Resolved' } });
  });

  it('refuses a raw sid: only its hash may travel over NATS', async () => {
    const a = await registerVerified(h);
    expect(await resolve({ sid: a.cookie.slice(4) })).toEqual({ user: null });
    expect((await resolve({ sidHash: sha256(a.cookie.slice(4)) })).user?.id).toBe(a.id);
  });

  it("moves the member's lastSeenAt when the session slides (at most once a minute)", async () => {
    const a = await registerVerified(h);
    const sidHash = sha256(a.cookie.slice(4));
    const { sessions, users } = h.app.identity.models;
    const old = new Date(Date.now() - 61_000);
    await sessions.updateOne({ sidHash }, { $set: { lastSeenAt: old } });
    await users.updateOne({ _id: a.id }, { $set: { lastSeenAt: old } });
    await resolve({ sidHash });
    const seen = (await users.findById(a.id).lean())?.lastSeenAt?.getTime() ?? 0;
    expect(seen).toBeGreaterThan(old.getTime());
    // Within the minute nothing is written again.
    await resolve({ sidHash });
    expect((await users.findById(a.id).lean())?.lastSeenAt?.getTime()).toBe(seen);
  });

  it('answers many requests at once', async () => {
    const a = await registerVerified(h);
    const replies = await Promise.all(Array.from({ length: 50 }, () => resolve({ sidHash: sha256(a.cookie.slice(4)) })));
    expect(replies.every((r) => r.user?.id === a.id)).toBe(true);
  });
});
