// POST /api/auth/login (spec 1 §7): { email, password, twoFactorCode? } → { user, message } or
// { requires2FA, sentCount, message }. After LOGIN_FAILS_PER_ACCOUNT wrong passwords within 15 minutes
// from one address the account answers 429 to that address until the window passes (issue 25: per
// account and address, so a stranger's failures never lock the owner out of their own address). A
// disabled member is refused (403 account_disabled) once the password is right; pending ones sign in.
import { LoginBody, LoginReply } from '@dop/contracts/auth';
import { HttpError, type ServiceRoutes } from '@dop/service-kit';
import { codeFailureMessage } from '../../lib/one-time-codes';
import { decoyHash, verifyPassword } from '../../lib/password';
import { selfView } from '../../lib/user-view';
import { actorOf, lockKey, sendVerificationCode, signIn, sourceIp, takeCodeCheck, tooManyRequests } from './http-helpers';
import { accountDisabled } from './verify-email';

export const loginRoute: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post('/login', { config: { public: true }, schema: { body: LoginBody, response: { 200: LoginReply } } }, async (request, reply) => {
    const { email, password, twoFactorCode } = request.body;
    const ip = sourceIp(ctx, request);
    const key = lockKey(email, ip);
    const locked = await ctx.limits.loginFails.check(key);
    if (!locked.allowed) {
      request.log.warn({ account: email, ip, limit: 'login-fails' }, 'sign-in refused: account temporarily locked for this address');
      throw tooManyRequests(reply, locked, 'Too many failed sign-in attempts for this account');
    }

    const user = await ctx.models.users.findOne({ email });
    // The decoy keeps the time of an unknown e-mail equal to a wrong password (no account discovery).
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) {
      await ctx.limits.loginFails.hit(key, email);
      await ctx.audit.record({
        action: 'auth.sign-in-failed',
        actor: null,
        target: user ? `member:${user.id as string}` : null,
        sourceIp: ip,
        details: { email },
      });
      request.log.info({ account: email }, 'sign-in failed: wrong e-mail or password');
      throw new HttpError('invalid_credentials');
    }
    if (user.status === 'disabled') {
      await ctx.audit.record({
        action: 'auth.sign-in-failed',
        actor: actorOf(user),
        target: `member:${user.id as string}`,
        sourceIp: ip,
        details: { reason: 'disabled' },
      });
      throw accountDisabled();
    }

    if (!user.emailVerified) {
      await sendVerificationCode(ctx, request, email);
      throw new HttpError('email_not_verified', 'Email not verified. A new verification code has been sent to your email', {
        requiresEmailVerification: true,
      });
    }

    if (await ctx.twoFactor.required({ id: user.id as string, twoFactorEnabled: user.twoFactorEnabled })) {
      if (!twoFactorCode) {
        const sent = await ctx.twoFactor.send(user.id as string, '2fa-login');
        if (sent.length === 0) {
          throw new HttpError('telegram_unavailable');
        }
        return { requires2FA: true, sentCount: sent.length, message: '2FA code sent to your Telegram accounts' };
      }
      await takeCodeCheck(ctx, request, reply, email);
      const result = await ctx.codes.check('2fa-login', user.id as string, twoFactorCode);
      if (result !== 'ok') {
        request.log.info({ account: email, result }, 'sign-in failed: 2FA code not accepted');
        throw new HttpError('invalid_2fa_code', codeFailureMessage(result, '2FA code'));
      }
    }

    await ctx.limits.loginFails.reset(key);
    await signIn(ctx, request, reply, user);
    return { user: selfView(user), message: 'Login successful' };
  });
};
