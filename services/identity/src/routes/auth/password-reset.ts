// POST /api/auth/forgot-password and /reset-password (spec 1 §7). forgot-password answers the same
// for known and unknown e-mails, and sends in the background so timing tells nothing either. A reset
// ends every session of the account and tells the gateways (issue 25), and lifts its lockouts.
import { ForgotPasswordBody, MessageReply, ResetPasswordBody } from '@dop/contracts/auth';
import { badRequest, type ServiceRoutes } from '@dop/service-kit';
import { LIMITS } from '../../config';
import { resetMail } from '../../lib/mail-templates';
import { codeFailureMessage } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/password';
import { takeCodeCheck } from './http-helpers';
import { verifyOnce } from './verify-email';

export const passwordResetRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post(
    '/forgot-password',
    { config: { public: true }, schema: { body: ForgotPasswordBody, response: { 200: MessageReply } } },
    async (request) => {
      const { email } = request.body;
      const send = async () => {
        const user = await ctx.models.users.findOne({ email });
        if (!user) return;
        const code = await ctx.codes.issue('reset-password', email, LIMITS.emailCodeTtlMs);
        await ctx.mailer.send(resetMail(email, code));
      };
      send().catch((err: unknown) => request.log.error({ err }, 'reset mail not sent'));
      return { message: 'If an account with this email exists, a reset code has been sent' };
    },
  );

  app.post(
    '/reset-password',
    { config: { public: true }, schema: { body: ResetPasswordBody, response: { 200: MessageReply } } },
    async (request, reply) => {
      const { email, code, newPassword } = request.body;
      await takeCodeCheck(ctx, request, reply, email);
      const user = await ctx.models.users.findOne({ email });
      if (!user) throw badRequest('Invalid or expired verification code', { field: 'code' });
      const result = await ctx.codes.check('reset-password', email, code);
      if (result !== 'ok') throw badRequest(codeFailureMessage(result, 'verification code'), { field: 'code' });
      user.passwordHash = await hashPassword(newPassword);
      await user.save();
      // The code came by e-mail, which proves the address as well as a verification code would.
      await verifyOnce(ctx, request, user);
      await ctx.sessions.destroyAllOf(user.id as string);
      await ctx.accessChanges.publish({ userId: user.id as string, reason: 'password-changed' });
      await ctx.limits.loginFails.resetGroup(email);
      request.log.info({ userId: user.id as string }, 'password reset');
      return { message: 'Password reset successful' };
    },
  );
};
