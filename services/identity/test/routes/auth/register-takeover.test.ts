// Issue 25: registering an e-mail that has an account or a pending registration changes nothing, answers
// exactly as a fresh registration, and tells the address; unverified registrations expire after 24 h.
import { call, sidFrom } from '../../helpers/client';
import { login, newAccount, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { codeIn } from '../../helpers/smtp-capture';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const register = (body: unknown) => call(h.app, 'POST', '/api/auth/register', body);

describe('no takeover of a pending registration', () => {
  it('a second registration of a pending e-mail leaves the first one (its password and its code) untouched', async () => {
    const first = newAccount('first');
    expect((await register(first)).status).toBe(201);
    const firstCode = codeIn(await h.smtp.next(first.email));
    const stored = await h.app.identity.models.users.findOne({ email: first.email }).lean();

    const second = { ...newAccount('second'), email: first.email };
    expect((await register(second)).status).toBe(201);
    const notice = await h.smtp.next(first.email);
    expect(notice.subject).toBe('Someone tried to register with your email');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);

    const after = await h.app.identity.models.users.findOne({ email: first.email }).lean();
    expect(after?.passwordHash).toBe(stored?.passwordHash);
    expect(after?.username).toBe(first.username);
    expect(await h.app.identity.models.users.exists({ usernameKey: second.username.toLowerCase() })).toBeNull();

    // The first registrant's code still works and signs in as the first registrant, with their password.
    const ver = await call(h.app, 'POST', '/api/auth/verify-email', { email: first.email, code: firstCode });
    expect(ver.status).toBe(200);
    expect(ver.body.user.username).toBe(first.username);
    expect((await login(h, first.email, first.password)).status).toBe(200);
    expect((await login(h, first.email, second.password)).status).toBe(401);
    expect(sidFrom(ver.setCookie)).toMatch(/^sid=/);
  });
});

describe('registration does not tell which e-mails have accounts', () => {
  it('a verified, a pending and a fresh e-mail get the same status and body; the taken ones get the notice', async () => {
    const verified = await registerVerified(h);
    const pending = newAccount('pending');
    await register(pending);
    await h.smtp.next(pending.email);

    const fresh = newAccount('fresh');
    const answers = [
      await register({ ...newAccount('x'), email: verified.email }),
      await register({ ...newAccount('y'), email: pending.email }),
      await register(fresh),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[0].body).toEqual(answers[2].body);
    expect(answers[1].body).toEqual(answers[2].body);
    expect(answers.map((a) => a.setCookie)).toEqual([undefined, undefined, undefined]);

    expect((await h.smtp.next(verified.email)).subject).toBe('Someone tried to register with your email');
    expect((await h.smtp.next(pending.email)).subject).toBe('Someone tried to register with your email');
    expect((await h.smtp.next(fresh.email)).subject).toBe('Verify your email');
  });
});

describe('unverified registrations expire after 24 hours', () => {
  it('sets the TTL field on registration, under a TTL index, and clears it on verification', async () => {
    const a = newAccount();
    const before = Date.now();
    await register(a);
    const doc = await h.app.identity.models.users.findOne({ email: a.email }).lean();
    const expires = doc?.unverifiedExpiresAt?.getTime() ?? 0;
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    const indexes = await h.app.identity.models.users.collection.indexes();
    expect(indexes.some((i) => i.key.unverifiedExpiresAt === 1 && i.expireAfterSeconds === 0)).toBe(true);

    await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code: codeIn(await h.smtp.next(a.email)) });
    expect((await h.app.identity.models.users.findOne({ email: a.email }).lean())?.unverifiedExpiresAt).toBeNull();
  });

  it('a password reset proves the e-mail as well: it clears the expiry and makes the account a member', async () => {
    const a = newAccount();
    await register(a);
    await h.smtp.next(a.email);
    await call(h.app, 'POST', '/api/auth/forgot-password', { email: a.email });
    const code = codeIn(await h.smtp.next(a.email));
    expect((await call(h.app, 'POST', '/api/auth/reset-password', { email: a.email, code, newPassword: 'a-new-password-1' })).status).toBe(
      200,
    );
    const doc = await h.app.identity.models.users.findOne({ email: a.email }).lean();
    expect(doc).toEqual(expect.objectContaining({ emailVerified: true, unverifiedExpiresAt: null, status: 'pending' }));
  });
});
