import { LoginBody, RegisterBody, ResetPasswordBody, UpdateDisplayNameBody, VerifyEmailBody } from '../../src/auth/http';
import { IDENTITY_STREAM, UserUpdated } from '../../src/auth/events';

describe('auth bodies', () => {
  it('normalise e-mails (trim, lower case) and accept an optional 2FA code', () => {
    expect(LoginBody.parse({ email: '  Ann@Example.COM ', password: 'x' })).toEqual({ email: 'ann@example.com', password: 'x' });
    expect(LoginBody.parse({ email: 'a@b.co', password: 'x', twoFactorCode: ' 012345 ' }).twoFactorCode).toBe('012345');
  });

  it('codes are exactly 6 digits', () => {
    for (const code of ['12345', '1234567', 'abcdef', '12 456', '']) {
      expect(VerifyEmailBody.safeParse({ email: 'a@b.co', code }).success).toBe(false);
    }
    expect(VerifyEmailBody.safeParse({ email: 'a@b.co', code: '000000' }).success).toBe(true);
  });

  it('register takes unicode usernames but not spaces or symbols, and bounds the password', () => {
    expect(RegisterBody.safeParse({ username: 'Иван_1', email: 'a@b.co', password: 'secret' }).success).toBe(true);
    expect(RegisterBody.safeParse({ username: 'a b', email: 'a@b.co', password: 'secret' }).success).toBe(false);
    expect(RegisterBody.safeParse({ username: 'ab', email: 'a@b.co', password: 'x'.repeat(257) }).success).toBe(false);
    expect(RegisterBody.safeParse({ username: 'ab', email: 'a@b.co', password: '12345' }).success).toBe(false);
  });

  it('reset needs all three fields; display name must be non-empty after trimming', () => {
    expect(ResetPasswordBody.safeParse({ email: 'a@b.co', code: '123456' }).success).toBe(false);
    expect(UpdateDisplayNameBody.safeParse({ displayName: '   ' }).success).toBe(false);
    expect(UpdateDisplayNameBody.parse({ displayName: '  Ann ' })).toEqual({ displayName: 'Ann' });
  });
});

describe('identity events', () => {
  it('the stream names its subjects exactly, so session requests are never captured', () => {
    expect(IDENTITY_STREAM.subjects).toEqual(['identity.user.registered', 'identity.user.updated']);
    expect(IDENTITY_STREAM.subjects.some((s) => s.includes('>') || s.includes('*'))).toBe(false);
  });

  it('user.updated needs the changed fields', () => {
    const base = {
      eventId: 'e1',
      version: 1,
      occurredAt: new Date().toISOString(),
      actor: { userId: 'u1' },
      userId: 'u1',
      username: 'ann',
      displayName: null,
    };
    expect(UserUpdated.safeParse({ ...base, changed: [] }).success).toBe(false);
    expect(UserUpdated.safeParse({ ...base, changed: ['displayName'] }).success).toBe(true);
  });
});
