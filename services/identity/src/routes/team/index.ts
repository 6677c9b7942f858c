// /api/team (issue 25): members, invitations and team settings, one plugin each.
import type { ServiceRoutes } from '@dop/service-kit';
import { invitationRoutes } from './invitations';
import { memberRoutes } from './members';
import { teamSettingsRoutes } from './settings';

export const teamRoutes: ServiceRoutes = async (app) => {
  await app.register(memberRoutes);
  await app.register(invitationRoutes);
  await app.register(teamSettingsRoutes);
};
