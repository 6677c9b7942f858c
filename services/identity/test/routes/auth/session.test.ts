import { call, sidFrom } from '../../helpers/client';
import { login, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { SessionResolver } from '../../helpers/session-resolver';

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

/** As the gateway asks: with the SHA-256 of the sid. */
const resolve = ({ sid }: { sid: string }) => resolver.sid(sid);

describe('sessions', () => {
  it('GET /api/auth/me answers 401 without a session and the user with one, sliding the cookie', async () => {
    expect((await call(h.app, 'GET', '/api/auth/me')).status).toBe(401);
    const a = await registerVerified(h);
    const me = await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: a.cookie });
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(expect.objectContaining({ id: a.id, username: a.username, email: a.email }));
    expect(me.setCookie).toBe(`${a.cookie}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('marks the cookie Secure when the gateway says the browser came over TLS', async () => {
    const a = await registerVerified(h);
    const res = await call(
      h.app,
      'POST',
      '/api/auth/login',
      { email: a.email, password: a.password },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(res.setCookie).toMatch(/; Secure(;|$)/);
  });

  it('session fixation: the sid changes at login and the old one stops working', async () => {
    const a = await registerVerified(h);
    const planted = 'sid=attacker-chosen-value';
    const first = await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: a.password }, { cookie: planted });
    expect(sidFrom(first.setCookie)).not.toBe(planted);
    const second = await call(
      h.app,
      'POST',
      '/api/auth/login',
      { email: a.email, password: a.password },
      { cookie: sidFrom(first.setCookie) },
    );
    expect(sidFrom(second.setCookie)).not.toBe(sidFrom(first.setCookie));
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: sidFrom(first.setCookie) })).status).toBe(401);
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: sidFrom(second.setCookie) })).status).toBe(200);
  });

  it('a logged-out sid is refused by /me and by the gateway responder', async () => {
    const a = await registerVerified(h);
    const sid = a.cookie.slice('sid='.length);
    expect((await resolve({ sid })).user?.id).toBe(a.id);
    const out = await call(h.app, 'POST', '/api/auth/logout', undefined, { cookie: a.cookie });
    expect(out.status).toBe(200);
    expect(out.setCookie).toBe('sid=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax');
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: a.cookie })).status).toBe(401);
    expect(await resolve({ sid })).toEqual({ user: null });
  });

  it('logout without a session still answers 200', async () => {
    expect((await call(h.app, 'POST', '/api/auth/logout')).status).toBe(200);
  });

  it('stores only a hash of the sid, with a TTL index on expiresAt 30 days ahead', async () => {
    const a = await registerVerified(h);
    const sid = a.cookie.slice('sid='.length);
    const sessions = await h.app.identity.models.sessions.find({ userId: a.id }).lean();
    expect(JSON.stringify(sessions)).not.toContain(sid);
    const days = (sessions[0].expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const indexes = await h.app.identity.models.sessions.collection.indexes();
    expect(indexes).toEqual(expect.arrayContaining([expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 })]));
  });

  it('slides: a session seen after a while gets a new 30-day expiry', async () => {
    const a = await registerVerified(h);
    const { sessions } = h.app.identity.models;
    const old = new Date(Date.now() - 10 * 86_400_000);
    await sessions.updateMany({ userId: a.id }, { $set: { lastSeenAt: old, expiresAt: new Date(old.getTime() + 30 * 86_400_000) } });
    expect((await resolve({ sid: a.cookie.slice(4) })).user?.id).toBe(a.id);
    const after = await sessions.findOne({ userId: a.id }).lean();
    expect((after!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it('an expired session is refused even before the TTL monitor removes it', async () => {
    const a = await registerVerified(h);
    await h.app.identity.models.sessions.updateMany({ userId: a.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: a.cookie })).status).toBe(401);
  });

  it('a password reset ends every session of the user', async () => {
    const a = await registerVerified(h);
    const other = await login(h, a.email, a.password);
    await call(h.app, 'POST', '/api/auth/forgot-password', { email: a.email });
    const code = /\b(\d{6})\b/.exec((await h.smtp.next(a.email)).text)![1];
    expect((await call(h.app, 'POST', '/api/auth/reset-password', { email: a.email, code, newPassword: 'brand-new-pass' })).status).toBe(
      200,
    );
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: a.cookie })).status).toBe(401);
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: sidFrom(other.setCookie) })).status).toBe(401);
  });
});
