// Invitations (issue 25): role up to the inviter's own, a link good for 7 days and one registration,
// used up when the invitee's e-mail is verified; the invitee is then active with that role.
import { call } from '../../helpers/client';
import { member, newAccount, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { codeIn } from '../../helpers/smtp-capture';

let h: Harness;
let owner: { id: string; as: { id: string; role: 'owner'; status: 'active' } };
beforeAll(async () => {
  h = await startHarness();
  const o = await registerVerified(h);
  owner = { id: o.id, as: { id: o.id, role: 'owner', status: 'active' } };
}, 60_000);
afterAll(() => h?.close());

const invite = (as: unknown, body: unknown) => call(h.app, 'POST', '/api/team/invitations', body, { as: as as never });
const tokenOf = (url: string) => new URL(url, 'http://panel.test').searchParams.get('invite') ?? '';

async function registerWith(account: ReturnType<typeof newAccount>, token: string) {
  return call(h.app, 'POST', '/api/auth/register', { ...account, invite: token });
}

describe('POST /api/team/invitations', () => {
  it('gives a single-use 7-day link; only the token hash is stored; the audit log has it', async () => {
    const admin = await member(h, 'admin');
    const email = newAccount('invitee').email;
    const before = Date.now();
    const res = await invite(admin.as, { email: email.toUpperCase(), role: 'operator' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/^\/auth\?invite=[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
    const expires = Date.parse(res.body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * 24 * 3600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * 24 * 3600_000);
    const stored = await h.app.identity.models.invitations.findById(res.body.id).lean();
    expect(stored?.email).toBe(email);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(res.body.url));
    expect(
      await h.app.identity.models.auditEntries.exists({ action: 'invitation.created', target: `invitation:${res.body.id}` }),
    ).not.toBeNull();

    const preview = await call(h.app, 'GET', `/api/auth/invitations/${tokenOf(res.body.url)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ email, role: 'operator', expiresAt: res.body.expiresAt });
  });

  it('the role is at most the inviter’s own: an admin cannot invite an owner (403 naming role); an owner can', async () => {
    const admin = await member(h, 'admin');
    const refused = await invite(admin.as, { email: newAccount().email, role: 'owner' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'forbidden', message: 'This needs the owner role.', details: { field: 'role' } });
    expect((await invite(admin.as, { email: newAccount().email, role: 'admin' })).status).toBe(201);
    expect((await invite(owner.as, { email: newAccount().email, role: 'owner' })).status).toBe(201);
  });

  it('an e-mail that already has a member is 409 naming email; bad input is 400 naming the field', async () => {
    const m = await member(h, 'viewer');
    const taken = await invite(owner.as, { email: m.email, role: 'viewer' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual({ field: 'email' });
    const bad = await invite(owner.as, { email: 'not-an-email', role: 'viewer' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toEqual(expect.objectContaining({ path: 'email' }));
  });
});

describe('registering with an invitation', () => {
  it('the invitee verifies the e-mail and is then active with the invited role; the link is used up', async () => {
    const account = newAccount('invited');
    const created = await invite(owner.as, { email: account.email, role: 'admin' });
    const token = tokenOf(created.body.url);
    expect((await registerWith(account, token)).status).toBe(201);
    const code = codeIn(await h.smtp.next(account.email));
    // Registered but not verified: the invitation is not used yet.
    expect((await call(h.app, 'GET', `/api/auth/invitations/${token}`)).status).toBe(200);

    const ver = await call(h.app, 'POST', '/api/auth/verify-email', { email: account.email, code });
    expect(ver.status).toBe(200);
    expect(ver.body.user).toEqual(expect.objectContaining({ role: 'admin', status: 'active' }));
    const inv = await h.app.identity.models.invitations.findById(created.body.id).lean();
    expect(inv?.usedAt).toBeInstanceOf(Date);
    expect(String(inv?.usedBy)).toBe(ver.body.user.id);
    expect(
      await h.app.identity.models.auditEntries.exists({ action: 'invitation.used', target: `invitation:${created.body.id}` }),
    ).not.toBeNull();

    // Single use: the preview and another registration are refused.
    const preview = await call(h.app, 'GET', `/api/auth/invitations/${token}`);
    expect(preview.status).toBe(400);
    expect(preview.body.error.code).toBe('invalid_invitation');
    const again = await registerWith({ ...newAccount(), email: account.email }, token);
    expect(again.status).toBe(400);
  });

  it('an invitation is only for its e-mail', async () => {
    const created = await invite(owner.as, { email: newAccount().email, role: 'operator' });
    const res = await registerWith(newAccount(), tokenOf(created.body.url));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_invitation',
      message: 'This invitation is invalid or has expired.',
      details: { field: 'invite' },
    });
  });

  it('an expired invitation is refused; one that expires between sign-up and verification leaves the account pending', async () => {
    const late = newAccount('late');
    const expired = await invite(owner.as, { email: late.email, role: 'operator' });
    await h.app.identity.models.invitations.updateOne({ _id: expired.body.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await registerWith(late, tokenOf(expired.body.url))).status).toBe(400);
    expect((await call(h.app, 'GET', `/api/auth/invitations/${tokenOf(expired.body.url)}`)).status).toBe(400);

    const slow = newAccount('slow');
    const created = await invite(owner.as, { email: slow.email, role: 'operator' });
    expect((await registerWith(slow, tokenOf(created.body.url))).status).toBe(201);
    const code = codeIn(await h.smtp.next(slow.email));
    await h.app.identity.models.invitations.updateOne({ _id: created.body.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const ver = await call(h.app, 'POST', '/api/auth/verify-email', { email: slow.email, code });
    expect(ver.body.user).toEqual(expect.objectContaining({ role: 'viewer', status: 'pending' }));
  });

  it('an invitation drops an unverified registration of its address, so a stranger who registered it first cannot keep the invitee out', async () => {
    const account = newAccount('squatted');
    await call(h.app, 'POST', '/api/auth/register', { ...newAccount('squatter'), email: account.email });
    await h.smtp.next(account.email);
    const created = await invite(owner.as, { email: account.email, role: 'viewer' });
    expect((await registerWith(account, tokenOf(created.body.url))).status).toBe(201);
    const ver = await call(h.app, 'POST', '/api/auth/verify-email', {
      email: account.email,
      code: codeIn(await h.smtp.next(account.email)),
    });
    expect(ver.body.user).toEqual(expect.objectContaining({ username: account.username, role: 'viewer', status: 'active' }));
  });
});

describe('GET and DELETE /api/team/invitations', () => {
  it('lists invitations with who invited; revoking one kills its link; an admin cannot revoke an owner invitation', async () => {
    const email = newAccount().email;
    const created = await invite(owner.as, { email, role: 'owner' });
    const list = await call(h.app, 'GET', '/api/team/invitations', undefined, { as: owner.as });
    expect(list.status).toBe(200);
    expect(list.body.find((i: { id: string }) => i.id === created.body.id)).toEqual({
      id: created.body.id,
      email,
      role: 'owner',
      invitedBy: expect.any(String),
      createdAt: expect.any(String),
      expiresAt: created.body.expiresAt,
      usedAt: null,
    });
    const admin = await member(h, 'admin');
    expect((await call(h.app, 'DELETE', `/api/team/invitations/${created.body.id}`, undefined, { as: admin.as })).status).toBe(403);
    expect((await call(h.app, 'DELETE', `/api/team/invitations/${created.body.id}`, undefined, { as: owner.as })).status).toBe(200);
    expect((await call(h.app, 'GET', `/api/auth/invitations/${tokenOf(created.body.url)}`)).status).toBe(400);
    expect((await call(h.app, 'DELETE', `/api/team/invitations/${created.body.id}`, undefined, { as: owner.as })).status).toBe(404);
    expect(
      await h.app.identity.models.auditEntries.exists({ action: 'invitation.revoked', target: `invitation:${created.body.id}` }),
    ).not.toBeNull();
  });
});

describe('SIGNUP_MODE=invite-only with an invitation', () => {
  it('lets the invitee register and makes them active with the role', async () => {
    const local = await startHarness({ SIGNUP_MODE: 'invite-only' });
    try {
      const o = await registerVerified(local); // the first account of a fresh deployment: the owner
      const account = newAccount('inv');
      const created = await call(local.app, 'POST', '/api/team/invitations', { email: account.email, role: 'operator' }, { as: o.id });
      expect((await call(local.app, 'POST', '/api/auth/register', account)).status).toBe(403);
      expect((await call(local.app, 'POST', '/api/auth/register', { ...account, invite: tokenOf(created.body.url) })).status).toBe(201);
      const code = codeIn(await local.smtp.next(account.email));
      const ver = await call(local.app, 'POST', '/api/auth/verify-email', { email: account.email, code });
      expect(ver.body.user).toEqual(expect.objectContaining({ role: 'operator', status: 'active' }));
    } finally {
      await local.close();
    }
  }, 60_000);
});
