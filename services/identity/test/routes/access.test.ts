// The role table as identity's own routes enforce it through service-kit's hook (issue 25): pending
// members reach only their own session and self-service; roles below a route's minimum get 403
// forbidden; a disabled member cannot sign in.
import { call } from '../helpers/client';
import { login, member, registerVerified } from '../helpers/flows';
import { startHarness, type Harness } from '../helpers/harness';
import { SessionResolver, sha256 } from '../helpers/session-resolver';

let h: Harness;
let resolver: SessionResolver;
beforeAll(async () => {
  h = await startHarness();
  resolver = await SessionResolver.connect(h.nats.url);
  await registerVerified(h); // the owner
}, 60_000);
afterAll(async () => {
  await resolver?.close();
  await h?.close();
});

describe('a pending member', () => {
  it('signs in, sees its own session, and reaches only self-service; everything else is 403 pending_approval', async () => {
    const p = await registerVerified(h);
    const signed = await login(h, p.email, p.password);
    expect(signed.status).toBe(200);
    expect(signed.body.user).toEqual(expect.objectContaining({ status: 'pending', role: 'viewer' }));
    // What the gateway would sign for this session, from identity's own resolve answer.
    const resolved = (await resolver.ask({ sidHash: sha256(p.cookie.slice(4)) })).user;
    expect(resolved).toEqual(expect.objectContaining({ role: 'viewer', status: 'pending' }));
    const as = { id: p.id, role: resolved!.role, status: resolved!.status, steppedUp: false };

    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: p.cookie })).status).toBe(200);
    for (const url of ['/api/settings', '/api/auth/tokens', '/api/accounts/telegram']) {
      expect([url, (await call(h.app, 'GET', url, undefined, { as })).status]).toEqual([url, 200]);
    }
    expect((await call(h.app, 'POST', '/api/auth/update-display-name', { displayName: 'Waiting' }, { as })).status).toBe(200);

    for (const url of ['/api/users', '/api/team/members', '/api/team/invitations', '/api/team/settings', '/api/audit']) {
      const res = await call(h.app, 'GET', url, undefined, { as });
      expect([url, res.status, res.body.error]).toEqual([
        url,
        403,
        { code: 'pending_approval', message: 'Your account is waiting for approval by an administrator.' },
      ]);
    }
    expect((await call(h.app, 'POST', '/api/auth/logout', undefined, { cookie: p.cookie })).status).toBe(200);
  });
});

describe('roles on the team routes', () => {
  it('an operator or viewer is refused the admin routes with "This needs the admin role."; reads are open to a viewer', async () => {
    for (const role of ['viewer', 'operator'] as const) {
      const m = await member(h, role);
      const res = await call(h.app, 'GET', '/api/team/members', undefined, { as: m.as });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'forbidden', message: 'This needs the admin role.' });
      expect((await call(h.app, 'GET', '/api/users', undefined, { as: m.as })).status).toBe(200);
    }
    const admin = await member(h, 'admin');
    expect((await call(h.app, 'GET', '/api/team/members', undefined, { as: admin.as })).status).toBe(200);
  });
});

describe('a disabled member', () => {
  it('is refused at sign-in with 403 account_disabled (only once the password is right) and resolves to nobody', async () => {
    const d = await member(h, 'operator');
    await h.app.identity.models.users.updateOne({ _id: d.id }, { $set: { status: 'disabled' } });
    const res = await login(h, d.email, d.password);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'account_disabled', message: 'This account is disabled. Ask an administrator.' });
    expect(res.setCookie).toBeUndefined();
    expect((await login(h, d.email, 'wrong-password')).status).toBe(401);
    expect(await resolver.ask({ sidHash: sha256(d.cookie.slice(4)) })).toEqual({ user: null });
    expect((await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: d.cookie })).status).toBe(401);
  });
});
