// POST /api/auth/verify-email → signs in, or { requires2FA, sentAccounts } when the user has 2FA
// (spec 1 §4: the two-factor screen then resubmits here with twoFactorCode). The first verification
// makes the account a member (lib/membership.ts): invited, owner, or by SIGNUP_MODE.
import { VerifyEmailBody, VerifyEmailReply } from '@dop/contracts/auth';
import { badRequest, HttpError, type ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import { admitVerified } from '../../lib/membership';
import { codeFailureMessage } from '../../lib/one-time-codes';
import { selfView } from '../../lib/user-view';
import type { UserDoc } from '../../models';
import type { IdentityContext } from '../../plugins/context';
import { actorOf, signIn, sourceIp, takeCodeCheck } from './http-helpers';

export const ACCOUNT_DISABLED = 'This account is disabled. Ask an administrator.';

export function accountDisabled(): HttpError {
  return new HttpError('account_disabled', ACCOUNT_DISABLED);
}

/** Verifies the e-mail once and admits the member; an invitation used here goes into the audit log. */
export async function verifyOnce(ctx: IdentityContext, request: FastifyRequest, user: UserDoc): Promise<void> {
  if (user.emailVerified) return;
  const admission = await admitVerified(ctx.models, ctx.membership, user);
  request.log.info({ userId: user.id as string, role: user.role, status: user.status, how: admission.how }, 'e-mail verified');
  if (admission.how === 'invited') {
    await ctx.audit.record({
      action: 'invitation.used',
      actor: actorOf(user),
      target: `invitation:${admission.invitation.id}`,
      sourceIp: sourceIp(ctx, request),
      details: { email: user.email, role: admission.invitation.role },
    });
  }
}

export const verifyEmailRoute: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post(
    '/verify-email',
    { config: { public: true }, schema: { body: VerifyEmailBody, response: { 200: VerifyEmailReply } } },
    async (request, reply) => {
      const { email, code, twoFactorCode } = request.body;
      await takeCodeCheck(ctx, request, reply, email);
      const user = await ctx.models.users.findOne({ email });
      if (!user) throw badRequest('Invalid or expired verification code', { field: 'code' });
      const userId = user.id as string;

      if (twoFactorCode) {
        // The 2FA challenge exists only after this e-mail's code was accepted, so it stands for both.
        const result = await ctx.codes.check('2fa-verify-email', userId, twoFactorCode);
        if (result !== 'ok') throw new HttpError('invalid_2fa_code', codeFailureMessage(result, '2FA code'));
        if (user.status === 'disabled') throw accountDisabled();
        await signIn(ctx, request, reply, user);
        return { message: 'Email verified successfully', user: selfView(user) };
      }

      const result = await ctx.codes.check('verify-email', email, code);
      if (result !== 'ok') throw badRequest(codeFailureMessage(result, 'verification code'), { field: 'code' });
      await verifyOnce(ctx, request, user);
      if (user.status === 'disabled') throw accountDisabled();
      if (await ctx.twoFactor.required({ id: userId, twoFactorEnabled: user.twoFactorEnabled })) {
        const sent = await ctx.twoFactor.send(userId, '2fa-verify-email');
        if (sent.length === 0) throw new HttpError('telegram_unavailable');
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
