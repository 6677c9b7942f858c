// Issue 4: no secret (password, code, hash, token) in any log line. A full sign-in run at trace
// level, collecting every secret it handles (and every hash the database holds), then a grep.
import { createHash } from 'node:crypto';
import { IDENTITY_SUBJECTS } from '@dop/contracts/identity';
import { connect, JSONCodec } from 'nats';
import { call, sidFrom } from '../helpers/client';
import { newAccount } from '../helpers/flows';
import { startHarness, type Harness } from '../helpers/harness';
import { codeIn } from '../helpers/smtp-capture';
import { enable2fa, lastCodeTo, linkTelegram } from '../helpers/telegram';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LOG_LEVEL: 'trace' });
}, 60_000);
afterAll(() => h?.close());

it('a full sign-in run logs none of the secrets it handled', async () => {
  const secrets: string[] = [];
  const keep = (...s: string[]) => secrets.push(...s);
  const a = newAccount('logs');
  keep(a.password);

  await call(h.app, 'POST', '/api/auth/register', a);
  const verifyCode = codeIn(await h.smtp.next(a.email));
  await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code: '000000' === verifyCode ? '111111' : '000000' });
  const ver = await call(h.app, 'POST', '/api/auth/verify-email', { email: a.email, code: verifyCode });
  const userId: string = ver.body.user.id;
  keep(verifyCode, sidFrom(ver.setCookie).slice(4));

  await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: 'a-wrong-password' });
  keep('a-wrong-password');
  const tg = await linkTelegram(h, userId);
  await enable2fa(h, userId);
  await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: a.password });
  const twoFa = lastCodeTo(h, tg.chatId);
  await call(h.app, 'POST', '/api/auth/login', {
    email: a.email,
    password: a.password,
    twoFactorCode: '999999' === twoFa ? '999998' : '999999',
  });
  const signed = await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: a.password, twoFactorCode: twoFa });
  const sid = sidFrom(signed.setCookie);
  keep(twoFa, sid.slice(4));
  await h.app.identity.models.users.updateOne({ _id: userId }, { $set: { twoFactorEnabled: false } });

  const token = await call(h.app, 'POST', '/api/auth/tokens', { name: 'logging' }, { as: userId });
  keep(token.body.secret);
  const nc = await connect({ servers: h.nats.url });
  const codec = JSONCodec();
  await nc.request(
    IDENTITY_SUBJECTS.sessionResolve,
    codec.encode({ tokenHash: createHash('sha256').update(token.body.secret).digest('hex') }),
    { timeout: 3000 },
  );
  await nc.request(IDENTITY_SUBJECTS.sessionResolve, codec.encode({ sidHash: createHash('sha256').update(sid.slice(4)).digest('hex') }), {
    timeout: 3000,
  });
  await nc.close();
  await call(h.app, 'GET', '/api/auth/me', undefined, { headers: { authorization: `Bearer ${token.body.secret}` } });
  await call(h.app, 'GET', '/api/auth/me', undefined, { cookie: sid });

  // Issue 25: step-up, an invitation (its token is in a URL) and a registration with it.
  await call(h.app, 'POST', '/api/auth/step-up', { password: 'step-up-wrong-1' }, { as: userId, cookie: sid });
  await call(h.app, 'POST', '/api/auth/step-up', { password: a.password }, { as: userId, cookie: sid });
  keep('step-up-wrong-1');
  const invitee = newAccount('invitee');
  const invitation = await call(h.app, 'POST', '/api/team/invitations', { email: invitee.email, role: 'operator' }, { as: userId });
  const inviteToken = String(invitation.body.url).split('invite=')[1];
  keep(inviteToken, invitee.password);
  expect((await call(h.app, 'GET', `/api/auth/invitations/${inviteToken}`)).status).toBe(200);
  await call(h.app, 'POST', '/api/auth/register', { ...invitee, invite: inviteToken });
  const inviteeCode = codeIn(await h.smtp.next(invitee.email));
  keep(inviteeCode);
  await call(h.app, 'POST', '/api/auth/verify-email', { email: invitee.email, code: inviteeCode });

  await call(h.app, 'POST', '/api/auth/forgot-password', { email: a.email });
  const resetCode = codeIn(await h.smtp.next(a.email));
  await call(h.app, 'POST', '/api/auth/reset-password', { email: a.email, code: resetCode, newPassword: 'the-new-password-1' });
  keep(resetCode, 'the-new-password-1');
  const again = await call(h.app, 'POST', '/api/auth/login', { email: a.email, password: 'the-new-password-1' });
  await call(h.app, 'POST', '/api/auth/logout', undefined, { cookie: sidFrom(again.setCookie) });
  keep(sidFrom(again.setCookie).slice(4));

  // What the database keeps is secret too: hashes of passwords, sessions, tokens and codes.
  const m = h.app.identity.models;
  const user = await m.users.findById(userId).lean();
  keep(user!.passwordHash, ...user!.passwordHash.split('$').slice(-2));
  for (const s of await m.sessions.find({}).lean()) keep(s.sidHash);
  for (const t of await m.apiTokens.find({}).lean()) keep(t.tokenHash);
  for (const c of await m.codes.find({}).lean()) keep(c.digest);
  for (const i of await m.invitations.find({}).lean()) keep(i.tokenHash);
  keep(h.telegram.token);

  expect(signed.status).toBe(200);
  expect(again.status).toBe(200);
  expect(h.logs.length).toBeGreaterThan(20);
  const text = h.logs.join('\n');
  const leaked = secrets.filter((s) => s.length >= 6 && text.includes(s));
  expect(leaked).toEqual([]);
});
