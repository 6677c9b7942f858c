// /api/auth: one plugin per concern. Every request here counts toward the per-IP limit first
// (AUTH_REQUESTS_PER_IP_PER_MIN, counted in MongoDB so replicas share it), so a flood is refused
// before any password is hashed.
import type { ServiceRoutes } from '@dop/service-kit';
import { displayNameRoute } from './display-name';
import { sourceIp, tooManyRequests } from './http-helpers';
import { loginRoute } from './login';
import { passwordResetRoutes } from './password-reset';
import { registerRoute } from './register';
import { sessionRoutes } from './session';
import { signupRoutes } from './signup';
import { stepUpRoute } from './step-up';
import { tokenRoutes } from './tokens';
import { verifyEmailRoute } from './verify-email';

export const authRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;
  app.addHook('onRequest', async (request, reply) => {
    const ip = sourceIp(ctx, request);
    const verdict = await ctx.limits.perIp.take(ip);
    if (verdict.allowed) return;
    request.log.warn({ ip, limit: 'auth-per-ip' }, 'auth request refused by rate limit');
    throw tooManyRequests(reply, verdict, 'Too many requests from your address');
  });
  await app.register(loginRoute);
  await app.register(registerRoute);
  await app.register(verifyEmailRoute);
  await app.register(passwordResetRoutes);
  await app.register(sessionRoutes);
  await app.register(signupRoutes);
  await app.register(displayNameRoute);
  await app.register(tokenRoutes);
  await app.register(stepUpRoute);
};
