import { call, sidFrom } from '../../helpers/client';
import { login, newAccount, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { codeIn } from '../../helpers/smtp-capture';
import { enable2fa, lastCodeTo, linkTelegram } from '../../helpers/telegram';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password and sets the sid cookie', async () => {
    const a = await registerVerified(h);
    const res = await login(h, a.email, a.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Login successful', user: expect.objectContaining({ id: a.id, username: a.username }) });
    expect(res.setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('takes the e-mail case-insensitively', async () => {
    const a = await registerVerified(h);
    expect((await login(h, a.email.toUpperCase(), a.password)).status).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const a = await registerVerified(h);
    const wrong = await login(h, a.email, 'not-the-password');
    const unknown = await login(h, 'ghost@example.test', 'whatever1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid email or password');
    expect(unknown.body.error.message).toBe('Invalid email or password');
    expect(wrong.setCookie).toBeUndefined();
  });

  it('an unverified account gets 403 and a fresh verification code', async () => {
    const a = newAccount();
    await call(h.app, 'POST', '/api/auth/register', a);
    await h.smtp.next(a.email);
    const res = await login(h, a.email, a.password);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('email_not_verified');
    const code = codeIn(await h.smtp.next(a.email));
    expect((await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code })).status).toBe(200);
  });

  it('locks the account with 429 after 5 failed sign-ins, even for the right password', async () => {
    const a = await registerVerified(h);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(h, a.email, `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await login(h, a.email, a.password);
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ s$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    // Another account is not affected.
    const b = await registerVerified(h);
    expect((await login(h, b.email, b.password)).status).toBe(200);
  });

  describe('with two-factor authentication', () => {
    it('sends a code to every active Telegram account, refuses a wrong one, accepts the right one', async () => {
      const a = await registerVerified(h);
      const one = await linkTelegram(h, a.id);
      const two = await linkTelegram(h, a.id);
      const inactive = await linkTelegram(h, a.id, { isActive: false });
      await enable2fa(h, a.id);

      const first = await login(h, a.email, a.password);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ requires2FA: true, sentCount: 2, message: expect.any(String) });
      expect(first.setCookie).toBeUndefined();
      expect(h.telegram.state.messagesTo(inactive.chatId)).toHaveLength(0);
      const code = lastCodeTo(h, one.chatId);
      expect(lastCodeTo(h, two.chatId)).toBe(code);

      const wrong = await call(h.app, 'POST', '/api/auth/login', {
        email: a.email,
        password: a.password,
        twoFactorCode: code === '000000' ? '000001' : '000000',
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.message).toBe('Invalid or expired 2FA code');

      const right = await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: a.password, twoFactorCode: code });
      expect(right.status).toBe(200);
      expect(right.body.user.id).toBe(a.id);
      expect(sidFrom(right.setCookie)).toMatch(/^sid=/);

      const reused = await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: a.password, twoFactorCode: code });
      expect(reused.status).toBe(401);
    });

    it('a right 2FA code with a wrong password is refused', async () => {
      const a = await registerVerified(h);
      const tg = await linkTelegram(h, a.id);
      await enable2fa(h, a.id);
      await login(h, a.email, a.password);
      const res = await call(h.app, 'POST', '/api/auth/login', {
        email: a.email,
        password: 'wrong-pass',
        twoFactorCode: lastCodeTo(h, tg.chatId),
      });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Invalid email or password');
    });

    it('marks a chat that never started the bot inactive and answers 502 when no account got the code', async () => {
      const a = await registerVerified(h);
      await linkTelegram(h, a.id, { started: false });
      await enable2fa(h, a.id);
      const res = await login(h, a.email, a.password);
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('telegram_unavailable');
      const accounts = await h.app.identity.models.telegramAccounts.find({ username: { $exists: true }, isActive: false });
      expect(accounts.length).toBeGreaterThan(0);
    });

    it('verify-email answers requires2FA with sentAccounts, then signs in with the 2FA code', async () => {
      const a = newAccount();
      await call(h.app, 'POST', '/api/auth/register', a);
      const code = codeIn(await h.smtp.next(a.email));
      const user = await h.app.identity.models.users.findOne({ email: a.email });
      const tg = await linkTelegram(h, user!.id as string);
      await enable2fa(h, user!.id as string);

      const ver = await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code });
      expect(ver.status).toBe(200);
      expect(ver.body).toEqual({ requires2FA: true, sentAccounts: [{ username: tg.username }], message: expect.any(String) });
      expect(ver.setCookie).toBeUndefined();

      const done = await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code, twoFactorCode: lastCodeTo(h, tg.chatId) });
      expect(done.status).toBe(200);
      expect(done.body.user.username).toBe(a.username);
      expect(done.setCookie).toMatch(/^sid=/);
    });
  });
});
