// POST /api/auth/step-up { password, twoFactorCode? } (issue 25): the Security gate, on the server. The
// right password marks the browser session stepped up for 15 minutes (sessions.steppedUpUntil); with
// 2FA on, the password first sends a Telegram code ({ requires2FA }) and the call again with that code
// marks it. Sessions only: a bearer token is never stepped up. Wrong passwords count toward the same
// per-account-and-address lock as sign-in, so the gate is no faster way to guess a password.
import { STEP_UP_TTL_MS, StepUpBody, StepUpReply } from '@dop/contracts/auth';
import { forbidden, HttpError, type ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import { codeFailureMessage } from '../../lib/one-time-codes';
import { verifyPassword } from '../../lib/password';
import { sha256 } from '../../lib/secrets';
import type { UserDoc } from '../../models';
import type { IdentityContext } from '../../plugins/context';
import { actorOf, lockKey, sidOf, signedUser, sourceIp, takeCodeCheck, tooManyRequests } from './http-helpers';

async function audit(ctx: IdentityContext, request: FastifyRequest, user: UserDoc, ok: boolean, reason?: string): Promise<void> {
  await ctx.audit.record({
    action: ok ? 'auth.step-up' : 'auth.step-up-failed',
    actor: actorOf(user),
    target: `member:${user.id as string}`,
    sourceIp: sourceIp(ctx, request),
    details: reason ? { reason } : {},
  });
}

export const stepUpRoute: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post('/step-up', { schema: { body: StepUpBody, response: { 200: StepUpReply } } }, async (request, reply) => {
    const user = await signedUser(ctx, request);
    const sid = sidOf(request);
    if (!sid) throw forbidden('Step-up needs a signed-in browser session; API tokens cannot be stepped up.');
    const sidHash = sha256(sid);
    const ip = sourceIp(ctx, request);
    const key = lockKey(user.email, ip);
    const locked = await ctx.limits.loginFails.check(key);
    if (!locked.allowed) throw tooManyRequests(reply, locked, 'Too many failed attempts');
    if (!(await verifyPassword(request.body.password, user.passwordHash))) {
      await ctx.limits.loginFails.hit(key, user.email);
      await audit(ctx, request, user, false, 'password');
      request.log.warn({ userId: user.id as string }, 'step-up refused');
      throw new HttpError('invalid_password', 'Incorrect password', { field: 'password' });
    }

    const userId = user.id as string;
    if (await ctx.twoFactor.required({ id: userId, twoFactorEnabled: user.twoFactorEnabled })) {
      const code = request.body.twoFactorCode;
      if (!code) {
        const sent = await ctx.twoFactor.send(userId, '2fa-step-up');
        if (sent.length === 0) throw new HttpError('telegram_unavailable');
        return { requires2FA: true };
      }
      await takeCodeCheck(ctx, request, reply, user.email);
      const result = await ctx.codes.check('2fa-step-up', userId, code);
      if (result !== 'ok') {
        await audit(ctx, request, user, false, '2fa-code');
        throw new HttpError('invalid_2fa_code', codeFailureMessage(result, '2FA code'), { field: 'twoFactorCode' });
      }
    }

    const until = new Date(Date.now() + STEP_UP_TTL_MS);
    // The sid must be this member's live session: a cookie of another account gets no mark.
    if (!(await ctx.sessions.markSteppedUp(sidHash, userId, until))) {
      throw forbidden('Step-up needs a signed-in browser session; API tokens cannot be stepped up.');
    }
    await ctx.limits.loginFails.reset(key);
    // Gateways cached this session without the mark: they drop it and ask again on the next request.
    await ctx.accessChanges.publish({ sidHash, reason: 'step-up' });
    await audit(ctx, request, user, true);
    return { unlockedUntil: until.toISOString() };
  });
};
