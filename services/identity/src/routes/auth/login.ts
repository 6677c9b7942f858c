// POST /api/auth/login (spec 1 §7): { email, password, twoFactorCode? } → { user, message } or
// { requires2FA, sentCount, message }. After LOGIN_FAILS_PER_ACCOUNT wrong passwords within 15
// minutes the account answers 429 until the window passes.
import { LoginBody, LoginReply } from '@dop/contracts/auth';
import { HttpError, type ServiceRoutes } from '@dop/service-kit';
import { codeFailureMessage } from '../../lib/one-time-codes';
import { decoyHash, verifyPassword } from '../../lib/password';
import { sendVerificationCode, signIn, takeCodeCheck, tooManyRequests } from './http-helpers';
import { selfView } from '../../lib/user-view';

export const loginRoute: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post('/login', { config: { public: true }, schema: { body: LoginBody, response: { 200: LoginReply } } }, async (request, reply) => {
    const { email, password, twoFactorCode } = request.body;
    const locked = ctx.limits.loginFails.check(email);
    if (!locked.allowed) {
      request.log.warn({ account: email, limit: 'login-fails' }, 'sign-in refused: account temporarily locked');
      throw tooManyRequests(reply, locked, 'Too many failed sign-in attempts for this account');
    }

    const user = await ctx.models.users.findOne({ email });
    // The decoy keeps the time of an unknown e-mail equal to a wrong password (no account discovery).
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) {
      ctx.limits.loginFails.hit(email);
      request.log.info({ account: email }, 'sign-in failed: wrong e-mail or password');
      throw new HttpError(401, 'invalid_credentials', 'Invalid email or password');
    }

    if (!user.emailVerified) {
      await sendVerificationCode(ctx, request, email);
      throw new HttpError(403, 'email_not_verified', 'Email not verified. A new verification code has been sent to your email', {
        requiresEmailVerification: true,
      });
    }

    if (await ctx.twoFactor.required({ id: user.id as string, twoFactorEnabled: user.twoFactorEnabled })) {
      if (!twoFactorCode) {
        const sent = await ctx.twoFactor.send(user.id as string, '2fa-login');
        if (sent.length === 0) {
          throw new HttpError(502, 'telegram_unavailable', 'Could not deliver the 2FA code to any linked Telegram account');
        }
        return { requires2FA: true, sentCount: sent.length, message: '2FA code sent to your Telegram accounts' };
      }
      takeCodeCheck(ctx, request, reply, email);
      const result = await ctx.codes.check('2fa-login', user.id as string, twoFactorCode);
      if (result !== 'ok') {
        request.log.info({ account: email, result }, 'sign-in failed: 2FA code not accepted');
        throw new HttpError(401, 'invalid_2fa_code', codeFailureMessage(result, '2FA code'));
      }
    }

    ctx.limits.loginFails.reset(email);
    await signIn(ctx, request, reply, user);
    return { user: selfView(user), message: 'Login successful' };
  });
};
