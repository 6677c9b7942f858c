// POST /api/auth/step-up { password }: the Security gate (issue 14) checks the signed-in user's own
// password here; wrong tries count toward the same per-account lock as sign-in, so the gate cannot be
// used to guess a password faster than the login form.
import { STEP_UP_TTL_MS, StepUpBody, StepUpReply } from '@dop/contracts/auth';
import { HttpError, type ServiceRoutes } from '@dop/service-kit';
import { verifyPassword } from '../../lib/password';
import { signedUser, tooManyRequests } from './http-helpers';

export const stepUpRoute: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post('/step-up', { schema: { body: StepUpBody, response: { 200: StepUpReply } } }, async (request, reply) => {
    const user = await signedUser(ctx, request);
    const account = user.email;
    const locked = ctx.limits.loginFails.check(account);
    if (!locked.allowed) throw tooManyRequests(reply, locked, 'Too many failed attempts');
    if (!(await verifyPassword(request.body.password, user.passwordHash))) {
      ctx.limits.loginFails.hit(account);
      request.log.warn({ userId: user.id as string }, 'step-up refused');
      throw new HttpError(401, 'invalid_password', 'Incorrect password', { field: 'password' });
    }
    return { unlockedUntil: new Date(Date.now() + STEP_UP_TTL_MS).toISOString() };
  });
};
