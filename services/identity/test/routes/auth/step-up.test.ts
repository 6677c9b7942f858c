// POST /api/auth/step-up (issue 25): the Security gate checks the password (then the Telegram code
// when 2FA is on) on the server and marks the browser session stepped up for 15 minutes.
import { call } from '../../helpers/client';
import { login, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { SessionResolver, sha256 } from '../../helpers/session-resolver';
import { enable2fa, lastCodeTo, linkTelegram } from '../../helpers/telegram';

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

/** The gateway signs the session's own mark: none until the step-up. */
const gate = (a: { id: string; cookie: string }, body: unknown, ip?: string) =>
  call(h.app, 'POST', '/api/auth/step-up', body, { as: { id: a.id, steppedUp: false }, cookie: a.cookie, ip });

describe('POST /api/auth/step-up', () => {
  it('the right password marks the session for 15 minutes: /me and the resolve reply show it', async () => {
    const a = await registerVerified(h);
    const sidHash = sha256(a.cookie.slice(4));
    // Signing in alone never counts.
    expect((await resolver.ask({ sidHash })).user).toEqual(expect.objectContaining({ id: a.id, stepUpUntil: 0 }));
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: a.cookie })).body.user.steppedUpUntil).toBeNull();

    const before = Date.now();
    const res = await gate(a, { password: a.password });
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unlockedUntil: expect.any(String) });
    // Bracketed by the request's own start and end, so no timing assumption about the machine.
    const until = Date.parse(res.body.unlockedUntil);
    expect(until).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(until).toBeLessThanOrEqual(after + 15 * 60_000);

    const session = await h.app.identity.models.sessions.findOne({ sidHash }).lean();
    expect(session?.steppedUpUntil?.getTime()).toBe(until);
    expect((await resolver.ask({ sidHash })).user?.stepUpUntil).toBe(until);
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: a.cookie })).body.user.steppedUpUntil).toBe(
      res.body.unlockedUntil,
    );

    // Another session of the same member is not stepped up by it.
    const other = await login(h, a.email, a.password);
    expect(
      (await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: other.setCookie?.split(';')[0] })).body.user.steppedUpUntil,
    ).toBeNull();
  });

  it("refuses a wrong password, or another user's, with 'Incorrect password' and leaves the session unmarked", async () => {
    const a = await registerVerified(h);
    const b = await registerVerified(h);
    for (const password of ['wrong-password', b.password]) {
      const res = await gate(a, { password });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'invalid_password', message: 'Incorrect password', details: { field: 'password' } });
    }
    expect((await resolver.ask({ sidHash: sha256(a.cookie.slice(4)) })).user?.stepUpUntil).toBe(0);
  });

  it('wrong passwords count toward the sign-in lock of that account and address', async () => {
    const a = await registerVerified(h);
    const ip = '198.51.100.40';
    for (let i = 0; i < 5; i++) expect((await gate(a, { password: `wrong-${i}` }, ip)).status).toBe(401);
    expect((await gate(a, { password: a.password }, ip)).status).toBe(429);
    expect((await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: a.password }, { ip })).status).toBe(429);
    // From another address the member still gets in.
    expect((await gate(a, { password: a.password }, '198.51.100.41')).status).toBe(200);
  });

  it('with 2FA on the password sends a Telegram code; the code then marks the session', async () => {
    const a = await registerVerified(h);
    const { chatId } = await linkTelegram(h, a.id);
    await enable2fa(h, a.id);
    const first = await gate(a, { password: a.password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ requires2FA: true });
    expect((await resolver.ask({ sidHash: sha256(a.cookie.slice(4)) })).user?.stepUpUntil).toBe(0);

    const code = lastCodeTo(h, chatId);
    const wrong = await gate(a, { password: a.password, twoFactorCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid_2fa_code');

    const second = await gate(a, { password: a.password, twoFactorCode: code });
    expect(second.status).toBe(200);
    expect(Date.parse(second.body.unlockedUntil)).toBeGreaterThan(Date.now());
    expect((await resolver.ask({ sidHash: sha256(a.cookie.slice(4)) })).user?.stepUpUntil).toBe(Date.parse(second.body.unlockedUntil));
  });

  it('is for browser sessions only: a bearer token (no session cookie) is refused', async () => {
    const a = await registerVerified(h);
    const token = await call(h.app, 'POST', '/api/auth/tokens', { name: 'automation' }, { as: a.id });
    const res = await call(
      h.app,
      'POST',
      '/api/auth/step-up',
      { password: a.password },
      {
        as: { id: a.id, steppedUp: false },
        headers: { authorization: `Bearer ${token.body.secret}` },
      },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    // Someone else's cookie marks nothing either.
    const b = await registerVerified(h);
    expect(
      (await call(h.app, 'POST', '/api/auth/step-up', { password: a.password }, { as: { id: a.id, steppedUp: false }, cookie: b.cookie }))
        .status,
    ).toBe(403);
    expect((await resolver.ask({ sidHash: sha256(b.cookie.slice(4)) })).user?.stepUpUntil).toBe(0);
  });

  it('needs a signed-in user and a password field', async () => {
    const a = await registerVerified(h);
    expect((await call(h.app, 'POST', '/api/auth/step-up', { password: a.password })).status).toBe(401);
    const empty = await gate(a, {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('password');
  });
});

describe('what needs a fresh step-up in identity', () => {
  it('turning 2FA off is 403 step_up_required without one, and works with one', async () => {
    const a = await registerVerified(h);
    await linkTelegram(h, a.id);
    await enable2fa(h, a.id);
    const refused = await call(h.app, 'PUT', '/api/settings/2fa', { twoFactorEnabled: false }, { as: { id: a.id, steppedUp: false } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'step_up_required', message: 'Confirm your password to continue.' });
    expect((await h.app.identity.models.users.findById(a.id))?.twoFactorEnabled).toBe(true);
    // Turning it on needs none.
    expect((await call(h.app, 'PUT', '/api/settings/2fa', { twoFactorEnabled: true }, { as: { id: a.id, steppedUp: false } })).status).toBe(
      200,
    );
    const allowed = await call(h.app, 'PUT', '/api/settings/2fa', { twoFactorEnabled: false }, { as: { id: a.id, steppedUp: true } });
    expect(allowed.status).toBe(200);
  });

  it('creating an API token is 403 step_up_required without one', async () => {
    const a = await registerVerified(h);
    const res = await call(h.app, 'POST', '/api/auth/tokens', { name: 'x' }, { as: { id: a.id, steppedUp: false } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('step_up_required');
    expect(await h.app.identity.models.apiTokens.countDocuments({ userId: a.id })).toBe(0);
  });
});
