// identity.access.changed (issue 25): published on core NATS after the database write and before the
// answer, for sign-out (sidHash), token revocation (tokenHash), step-up (sidHash), password reset and
// member changes (userId; see routes/team/members.test.ts).
import { call } from '../helpers/client';
import { AccessListener } from '../helpers/access-listener';
import { registerVerified } from '../helpers/flows';
import { startHarness, type Harness } from '../helpers/harness';
import { sha256 } from '../helpers/session-resolver';
import { codeIn } from '../helpers/smtp-capture';

let h: Harness;
let listener: AccessListener;
beforeAll(async () => {
  h = await startHarness();
  listener = await AccessListener.connect(h.nats.url);
}, 60_000);
afterAll(async () => {
  await listener?.close();
  await h?.close();
});

describe('revocations on identity.access.changed', () => {
  it('sign-out names the session by its hash, once it is gone', async () => {
    const a = await registerVerified(h);
    const sidHash = sha256(a.cookie.slice(4));
    expect((await call(h.app, 'POST', '/api/auth/logout', undefined, { cookie: a.cookie })).status).toBe(200);
    expect(await listener.settled()).toContainEqual({ sidHash, reason: 'sign-out' });
    expect(await h.app.identity.models.sessions.exists({ sidHash })).toBeNull();
    // Nothing to revoke, nothing sent.
    const count = listener.received.length;
    await call(h.app, 'POST', '/api/auth/logout', undefined, { cookie: a.cookie });
    expect(await listener.settled()).toHaveLength(count);
  });

  it('revoking a token names it by its hash', async () => {
    const a = await registerVerified(h);
    const created = await call(h.app, 'POST', '/api/auth/tokens', { name: 'ci' }, { as: a.id });
    await call(h.app, 'DELETE', `/api/auth/tokens/${created.body.token.id}`, undefined, { as: a.id });
    expect(await listener.settled()).toContainEqual({ tokenHash: sha256(created.body.secret), reason: 'token-revoked' });
  });

  it('a step-up names the session, so gateways pick up the new mark at once', async () => {
    const a = await registerVerified(h);
    await call(h.app, 'POST', '/api/auth/step-up', { password: a.password }, { as: a.id, cookie: a.cookie });
    expect(await listener.settled()).toContainEqual({ sidHash: sha256(a.cookie.slice(4)), reason: 'step-up' });
  });

  it('a password reset names the member: every session of theirs is gone', async () => {
    const a = await registerVerified(h);
    await call(h.app, 'POST', '/api/auth/forgot-password', { email: a.email });
    const code = codeIn(await h.smtp.next(a.email));
    await call(h.app, 'POST', '/api/auth/reset-password', { email: a.email, code, newPassword: 'brand-new-password-1' });
    expect(await listener.settled()).toContainEqual({ userId: a.id, reason: 'password-changed' });
    expect(await h.app.identity.models.sessions.countDocuments({ userId: a.id })).toBe(0);
  });
});
