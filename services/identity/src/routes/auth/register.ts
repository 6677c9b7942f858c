// POST /api/auth/register → { requiresEmailVerification, message }; POST /api/auth/verify-email →
// signs in, or { requires2FA, sentAccounts } when the user has 2FA (spec 1 §4: the two-factor screen
// then resubmits here with twoFactorCode).
import { RegisterBody, RegisterReply, VerifyEmailBody, VerifyEmailReply } from '@dop/contracts/auth';
import { badRequest, conflict, HttpError, type ServiceRoutes } from '@dop/service-kit';
import { codeFailureMessage } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/password';
import { selfView } from '../../lib/user-view';
import { isDuplicateKey, sendVerificationCode, signIn, takeCodeCheck } from './http-helpers';

export const registerRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post(
    '/register',
    { config: { public: true }, schema: { body: RegisterBody, response: { 201: RegisterReply } } },
    async (request, reply) => {
      const { username, email, password } = request.body;
      const usernameKey = username.toLowerCase();
      const existing = await ctx.models.users.findOne({ email });
      if (existing?.emailVerified) throw conflict('User with this email already exists', { field: 'email' });
      const owner = await ctx.models.users.findOne({ usernameKey });
      if (owner && owner.email !== email) throw conflict('Username is already taken', { field: 'username' });

      const passwordHash = await hashPassword(password);
      let user;
      try {
        if (existing) {
          // An unverified sign-up may be repeated (lost mail, typo in the password): the latest one wins.
          existing.set({ username, usernameKey, passwordHash });
          user = await existing.save();
        } else {
          user = await ctx.models.users.create({ username, usernameKey, email, passwordHash });
          await ctx.events.registered(user);
        }
      } catch (err) {
        if (isDuplicateKey(err)) throw conflict('User with this email or username already exists');
        throw err;
      }
      await sendVerificationCode(ctx, request, email);
      reply.code(201);
      return { requiresEmailVerification: true, message: 'Registration successful. A verification code has been sent to your email' };
    },
  );

  app.post(
    '/verify-email',
    { config: { public: true }, schema: { body: VerifyEmailBody, response: { 200: VerifyEmailReply } } },
    async (request, reply) => {
      const { email, code, twoFactorCode } = request.body;
      takeCodeCheck(ctx, request, reply, email);
      const user = await ctx.models.users.findOne({ email });
      if (!user) throw badRequest('Invalid or expired verification code', { field: 'code' });
      const userId = user.id as string;

      if (twoFactorCode) {
        // The 2FA challenge exists only after this e-mail's code was accepted, so it stands for both.
        const result = await ctx.codes.check('2fa-verify-email', userId, twoFactorCode);
        if (result !== 'ok') throw new HttpError(401, 'invalid_2fa_code', codeFailureMessage(result, '2FA code'));
        await signIn(ctx, request, reply, user);
        return { message: 'Email verified successfully', user: selfView(user) };
      }

      const result = await ctx.codes.check('verify-email', email, code);
      if (result !== 'ok') throw badRequest(codeFailureMessage(result, 'verification code'), { field: 'code' });
      if (!user.emailVerified) {
        user.emailVerified = true;
        await user.save();
      }
      if (await ctx.twoFactor.required({ id: userId, twoFactorEnabled: user.twoFactorEnabled })) {
        const sent = await ctx.twoFactor.send(userId, '2fa-verify-email');
        if (sent.length === 0)
          throw new HttpError(502, 'telegram_unavailable', 'Could not deliver the 2FA code to any linked Telegram account');
        return {
          message: 'Email verified. Enter the 2FA code sent to your Telegram accounts',
          requires2FA: true,
          sentAccounts: sent.map((username) => ({ username })),
        };
      }
      await signIn(ctx, request, reply, user);
      return { message: 'Email verified successfully', user: selfView(user) };
    },
  );
};
