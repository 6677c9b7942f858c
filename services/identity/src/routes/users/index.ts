// GET /api/users: id, username and displayName of every user, for attribution (spec 2 §3, §7).
// E-mails and hashes never leave through here: the projection does not even read them.
import { UsersReply } from '@dop/contracts/users';
import type { ServiceRoutes } from '@dop/service-kit';
import { summaryView } from '../../lib/user-view';

export const usersRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/', { schema: { response: { 200: UsersReply } } }, async () => {
    const users = await ctx.models.users.find({}, { username: 1, displayName: 1 }).sort({ username: 1 });
    return users.map(summaryView);
  });
};
