// POST /api/auth/update-display-name { displayName } → { user, message } (spec 1 §7, spec 2 §7).
import { UpdateDisplayNameBody, UpdateDisplayNameReply } from '@dop/contracts/auth';
import type { ServiceRoutes } from '@dop/service-kit';
import { selfView } from '../../lib/user-view';
import { signedUser, stepUpMark } from './http-helpers';

export const displayNameRoute: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.post(
    '/update-display-name',
    { schema: { body: UpdateDisplayNameBody, response: { 200: UpdateDisplayNameReply } } },
    async (request) => {
      const user = await signedUser(ctx, request);
      user.displayName = request.body.displayName;
      await user.save();
      await ctx.events.updated(user, ['displayName']);
      return { message: 'Display name updated', user: selfView(user, stepUpMark(request.identity.stepUpUntil)) };
    },
  );
};
