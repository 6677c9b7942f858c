// GET and PUT /api/team/settings (issue 25): team-wide settings (alert thresholds, change approvals);
// admins by the role table; every change goes into the audit log with the fields that changed.
import { TeamSettings } from '@dop/contracts/team';
import type { ServiceRoutes } from '@dop/service-kit';
import { actorOf, signedUser, sourceIp } from '../auth/http-helpers';

export const teamSettingsRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/settings', { schema: { response: { 200: TeamSettings } } }, async () => ctx.teamSettings.get());

  app.put('/settings', { schema: { body: TeamSettings, response: { 200: TeamSettings } } }, async (request) => {
    const me = await signedUser(ctx, request);
    const next = request.body;
    const changed = await ctx.teamSettings.put(next);
    await ctx.audit.record({
      action: 'team-settings.updated',
      actor: actorOf(me),
      target: 'team-settings',
      sourceIp: sourceIp(ctx, request),
      details: { changed: changed.join(','), ...Object.fromEntries(changed.map((k) => [k, next[k]])) },
    });
    return ctx.teamSettings.get();
  });
};
