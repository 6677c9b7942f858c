// GET /api/auth/me and POST /api/auth/logout. Both are public at the gateway, so they read the sid
// cookie (or bearer token) themselves; me re-sends the cookie so its 30 days slide with use. Signing
// out tells every gateway at once (issue 25), so the cookie is dead on the next request everywhere.
import { MeReply, MessageReply } from '@dop/contracts/auth';
import { clearedSidSetCookie, sidSetCookie, unauthorized, type ServiceRoutes } from '@dop/service-kit';
import { LIMITS } from '../../config';
import { behindTls } from '../../lib/cookies';
import { selfView } from '../../lib/user-view';
import { actorOf, callerOf, sidOf, sourceIp } from './http-helpers';

export const sessionRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/me', { config: { public: true }, schema: { response: { 200: MeReply } } }, async (request, reply) => {
    const caller = await callerOf(ctx, request);
    if (!caller) throw unauthorized('Not authenticated');
    if (caller.sid) reply.header('set-cookie', sidSetCookie(caller.sid, LIMITS.sessionTtlMs, behindTls(request.headers)));
    return { user: selfView(caller.user, caller.session?.steppedUpUntil ?? null) };
  });

  app.post('/logout', { config: { public: true }, schema: { response: { 200: MessageReply } } }, async (request, reply) => {
    const sid = sidOf(request);
    const session = sid ? await ctx.sessions.resolve(sid) : null;
    const sidHash = sid ? await ctx.sessions.destroy(sid) : null;
    if (sidHash) {
      await ctx.accessChanges.publish({ sidHash, reason: 'sign-out' });
      if (session) {
        await ctx.audit.record({
          action: 'auth.sign-out',
          actor: actorOf(session.user),
          target: `member:${session.user.id as string}`,
          sourceIp: sourceIp(ctx, request),
        });
      }
    }
    reply.header('set-cookie', clearedSidSetCookie(behindTls(request.headers)));
    return { message: 'Logged out' };
  });
};
