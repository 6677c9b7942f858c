import { readdir } from 'node:fs/promises';
import { call } from '../../helpers/client';
import { login, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { codeIn } from '../../helpers/smtp-capture';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('POST /api/auth/forgot-password and /reset-password', () => {
  it('mails a reset code; reset sets the new password; the old one stops working', async () => {
    const a = await registerVerified(h);
    const forgot = await call(h.app, 'POST', '/api/auth/forgot-password', { email: a.email });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: expect.any(String) });
    const mail = await h.smtp.next(a.email);
    expect(mail.subject).toBe('Password reset code');

    const reset = await call(h.app, 'POST', '/api/auth/reset-password', {
      email: a.email,
      code: codeIn(mail),
      newPassword: 'a-new-password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Password reset successful' });
    expect((await login(h, a.email, a.password)).status).toBe(401);
    expect((await login(h, a.email, 'a-new-password')).status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const a = await registerVerified(h);
    const known = await call(h.app, 'POST', '/api/auth/forgot-password', { email: a.email });
    const unknown = await call(h.app, 'POST', '/api/auth/forgot-password', { email: 'nobody-here@example.test' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await h.smtp.next(a.email);
    expect(h.smtp.mails.filter((m) => m.to === 'nobody-here@example.test')).toHaveLength(0);
  });

  it('refuses a wrong code with 400 naming the code, and a reused one', async () => {
    const a = await registerVerified(h);
    await call(h.app, 'POST', '/api/auth/forgot-password', { email: a.email });
    const code = codeIn(await h.smtp.next(a.email));
    const wrong = await call(h.app, 'POST', '/api/auth/reset-password', {
      email: a.email,
      code: code === '999999' ? '999998' : '999999',
      newPassword: 'xxxxxxxx',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'bad_request', message: 'Invalid or expired verification code', details: { field: 'code' } });
    expect((await call(h.app, 'POST', '/api/auth/reset-password', { email: a.email, code, newPassword: 'yyyyyyyy' })).status).toBe(200);
    expect((await call(h.app, 'POST', '/api/auth/reset-password', { email: a.email, code, newPassword: 'zzzzzzzz' })).status).toBe(400);
  });

  it('an expired code is refused', async () => {
    const a = await registerVerified(h);
    await call(h.app, 'POST', '/api/auth/forgot-password', { email: a.email });
    const code = codeIn(await h.smtp.next(a.email));
    await h.app.identity.models.codes.updateOne(
      { purpose: 'reset-password', subject: a.email },
      { $set: { expiresAt: new Date(Date.now() - 1) } },
    );
    const res = await call(h.app, 'POST', '/api/auth/reset-password', { email: a.email, code, newPassword: 'xxxxxxxx' });
    expect(res.status).toBe(400);
  });

  it('limits code checks to 5 a minute per account (429), whatever the client IP', async () => {
    const a = await registerVerified(h);
    // The sign-up's own verification was a code check too; start this minute from zero.
    h.app.identity.limits.codeChecks.reset(a.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await call(
            h.app,
            'POST',
            '/api/auth/reset-password',
            { email: a.email, code: '000000', newPassword: 'xxxxxxxx' },
            { ip: `10.9.${i}.1` },
          )
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes an .eml file into DATA_DIR/outbox and logs only its subject', async () => {
    const local = await startHarness({ SMTP_URL: '' });
    try {
      const res = await call(local.app, 'POST', '/api/auth/register', {
        username: 'outboxer',
        email: 'outbox@example.test',
        password: 'secret-pass',
      });
      expect(res.status).toBe(201);
      const files = await readdir(`${local.dataDir}/outbox`);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const line = local.logs.find((l) => l.includes('mail written to outbox'));
      expect(JSON.parse(line!).subject).toBe('Verify your email');
    } finally {
      await local.close();
    }
  }, 60_000);
});
