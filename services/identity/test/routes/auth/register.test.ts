import { freePort } from '@dop/service-testing';
import { call, sidFrom } from '../../helpers/client';
import { newAccount } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { codeIn } from '../../helpers/smtp-capture';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('POST /api/auth/register and /verify-email', () => {
  it('registers, mails a 6-digit code over SMTP, and verification signs in', async () => {
    const a = newAccount();
    const reg = await call(h.app, 'POST', '/api/auth/register', a);
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ requiresEmailVerification: true, message: expect.any(String) });
    expect(reg.setCookie).toBeUndefined();

    const mail = await h.smtp.next(a.email);
    expect(mail.subject).toBe('Verify your email');
    expect(mail.subject).not.toMatch(/\d{6}/);
    const code = codeIn(mail);

    const ver = await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code });
    expect(ver.status).toBe(200);
    expect(ver.body).toEqual({
      message: 'Email verified successfully',
      user: expect.objectContaining({ username: a.username, email: a.email, emailVerified: true, displayName: null }),
    });
    const me = await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: sidFrom(ver.setCookie) });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe(a.username);
  });

  it('a code is single use', async () => {
    const a = newAccount();
    await call(h.app, 'POST', '/api/auth/register', a);
    const code = codeIn(await h.smtp.next(a.email));
    expect((await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code })).status).toBe(200);
    const again = await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/verification code/);
  });

  it('after 5 wrong codes even the right one is refused until a new code is sent', async () => {
    const a = newAccount();
    await call(h.app, 'POST', '/api/auth/register', a);
    const code = codeIn(await h.smtp.next(a.email));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code: wrong }, { ip: `10.1.${i}.1` })).status);
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    // The code-check limit (5 a minute) is also reached now, so wait out neither: ask for a new code instead.
    await h.app.identity.limits.codeChecks.reset(a.email);
    const dead = await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code });
    expect(dead.status).toBe(400);
    expect(dead.body.error.message).toMatch(/Too many wrong/);

    // Registering again changes nothing (issue 25); signing in to the unverified account mails a new code.
    expect((await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: a.password })).status).toBe(403);
    const fresh = codeIn(await h.smtp.next(a.email));
    expect((await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code: fresh })).status).toBe(200);
  });

  it('a taken username is 409 naming username, whatever e-mail comes with it', async () => {
    const a = newAccount();
    await call(h.app, 'POST', '/api/auth/register', a);
    await h.smtp.next(a.email);
    for (const email of [a.email, `other-${a.email}`]) {
      const dupName = await call(h.app, 'POST', '/api/auth/register', { ...a, username: a.username.toUpperCase(), email });
      expect(dupName.status).toBe(409);
      expect(dupName.body.error).toEqual({ code: 'conflict', message: 'Username is already taken', details: { field: 'username' } });
    }
  });

  it('an unknown e-mail gets the same answer as a wrong code', async () => {
    const res = await call(h.app, 'POST', '/api/auth/verify-email', { email: 'nobody@example.test', code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid or expired verification code');
  });

  it('accepts unicode usernames', async () => {
    const a = { ...newAccount(), username: `Пользователь_${Date.now()}` };
    const res = await call(h.app, 'POST', '/api/auth/register', a);
    expect(res.status).toBe(201);
  });

  it('stores a scrypt hash, never the password', async () => {
    const a = newAccount();
    await call(h.app, 'POST', '/api/auth/register', a);
    const doc = await h.app.identity.models.users.findOne({ email: a.email }).lean();
    expect(doc?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(doc)).not.toContain(a.password);
  });
});

describe('when the SMTP server is down', () => {
  it('register and the unverified sign-in answer 502 mail_unavailable, not 500', async () => {
    const local = await startHarness({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const a = newAccount();
      const res = await call(local.app, 'POST', '/api/auth/register', a);
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('mail_unavailable');
      expect((await call(local.app, 'POST', '/api/auth/login', { email: a.email, password: a.password })).status).toBe(502);
    } finally {
      await local.close();
    }
  }, 60_000);
});
