// What a verified account becomes (issue 25): the first of a fresh deployment is the owner (one, even
// when two verify at once), or OWNER_EMAIL's account when that is set; later ones by SIGNUP_MODE.
import { call } from '../helpers/client';
import { newAccount, registerVerified } from '../helpers/flows';
import { startHarness, type Harness } from '../helpers/harness';
import { codeIn } from '../helpers/smtp-capture';

async function registered(h: Harness, account = newAccount()) {
  expect((await call(h.app, 'POST', '/api/auth/register', account)).status).toBe(201);
  return { ...account, code: codeIn(await h.smtp.next(account.email)) };
}

const verify = (h: Harness, a: { email: string; code: string }) =>
  call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code: a.code });

describe('without OWNER_EMAIL (SIGNUP_MODE approval, the default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(() => h?.close());

  it('of two accounts verifying at once on a fresh deployment exactly one is the owner; the other is pending', async () => {
    const [a, b] = [await registered(h), await registered(h)];
    const answers = await Promise.all([verify(h, a), verify(h, b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const roles = answers.map((r) => `${r.body.user.role}/${r.body.user.status}`).sort();
    expect(roles).toEqual(['owner/active', 'viewer/pending']);
    expect(await h.app.identity.models.users.countDocuments({ role: 'owner' })).toBe(1);
  });

  it('every later sign-up is pending after verification, and signs in', async () => {
    const c = await registerVerified(h);
    const me = await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: c.cookie });
    expect(me.body.user).toEqual(expect.objectContaining({ role: 'viewer', status: 'pending', steppedUpUntil: null }));
  });

  it('GET /api/auth/signup-mode is public and says approval', async () => {
    const res = await call(h.app, 'GET', '/api/auth/signup-mode');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: 'approval' });
  });
});

describe('with OWNER_EMAIL', () => {
  let h: Harness;
  const ownerAccount = newAccount('boss');
  beforeAll(async () => {
    h = await startHarness({ OWNER_EMAIL: ownerAccount.email.toUpperCase() });
  }, 60_000);
  afterAll(() => h?.close());

  it('an earlier sign-up is not the owner; the OWNER_EMAIL account is, whenever it verifies', async () => {
    const early = await registerVerified(h);
    expect((await h.app.identity.models.users.findById(early.id))?.status).toBe('pending');
    const boss = await registerVerified(h, ownerAccount);
    expect(await h.app.identity.models.users.findById(boss.id).lean()).toEqual(
      expect.objectContaining({ role: 'owner', status: 'active' }),
    );
  });
});

describe('SIGNUP_MODE=open', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ SIGNUP_MODE: 'open' });
  }, 60_000);
  afterAll(() => h?.close());

  it('later sign-ups are active operators once verified', async () => {
    await registerVerified(h); // the owner
    const later = await registerVerified(h);
    expect(await h.app.identity.models.users.findById(later.id).lean()).toEqual(
      expect.objectContaining({ role: 'operator', status: 'active' }),
    );
    expect((await call(h.app, 'GET', '/api/auth/signup-mode')).body).toEqual({ mode: 'open' });
  });
});

describe('SIGNUP_MODE=invite-only', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ SIGNUP_MODE: 'invite-only' });
  }, 60_000);
  afterAll(() => h?.close());

  it('a fresh deployment lets the first account in without an invitation: it becomes the owner', async () => {
    const first = await registerVerified(h);
    expect(await h.app.identity.models.users.findById(first.id).lean()).toEqual(
      expect.objectContaining({ role: 'owner', status: 'active' }),
    );
  });

  it('then a sign-up without an invitation is 403 invite_required, for a fresh and a taken e-mail alike, and creates nothing', async () => {
    const owner = await h.app.identity.models.users.findOne({ role: 'owner' });
    const taken = await call(h.app, 'POST', '/api/auth/register', { ...newAccount(), email: owner?.email });
    expect(taken.status).toBe(403);
    const a = newAccount();
    const res = await call(h.app, 'POST', '/api/auth/register', a);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'invite_required', message: 'Sign-up needs an invitation from an administrator.' });
    expect(taken.body).toEqual(res.body);
    expect(await h.app.identity.models.users.exists({ email: a.email })).toBeNull();
    expect((await call(h.app, 'GET', '/api/auth/signup-mode')).body).toEqual({ mode: 'invite-only' });
  });

  it('a made-up invitation token is 400 invalid_invitation naming invite', async () => {
    const res = await call(h.app, 'POST', '/api/auth/register', { ...newAccount(), invite: 'x'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_invitation',
      message: 'This invitation is invalid or has expired.',
      details: { field: 'invite' },
    });
  });
});
