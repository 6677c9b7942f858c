// /api/settings (spec 1 §3, spec 2 §7): GET, POST (partial update), POST /ip, POST /timezone. Each
// answers the whole settings view, with currentIp detected by the server.
import { SettingsView, UpdateIpBody, UpdateSettingsBody, UpdateTimezoneBody } from '@dop/contracts/settings';
import type { ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { UserSettings } from '../../models/settings';
import { signedUser } from '../auth/http-helpers';
import { twoFactorSettingsRoutes } from './two-factor';

export const settingsRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;
  const reply200 = { response: { 200: SettingsView } };

  async function view(request: FastifyRequest, patch: Partial<UserSettings> = {}): Promise<SettingsView> {
    const user = await signedUser(ctx, request);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    // Reads create nothing: a user who never saved settings sees the defaults.
    const doc = Object.keys(set).length
      ? await ctx.models.settings.findOneAndUpdate(
          { userId: user._id },
          { $set: set },
          { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
        )
      : await ctx.models.settings.findOne({ userId: user._id });
    const current = doc ?? { timezone: 'UTC' as const, useStaticIp: false, staticIp: null };
    return {
      timezone: current.timezone,
      useStaticIp: current.useStaticIp,
      staticIp: current.staticIp ?? null,
      currentIp: await ctx.outboundIp.get(),
      telegramUsername: user.telegramUsername ?? null,
      twoFactorEnabled: user.twoFactorEnabled,
    };
  }

  app.get('/', { schema: reply200 }, async (request) => view(request));

  app.post('/', { schema: { body: UpdateSettingsBody, ...reply200 } }, async (request) => view(request, request.body));

  app.post('/ip', { schema: { body: UpdateIpBody, ...reply200 } }, async (request) => view(request, request.body));

  await app.register(twoFactorSettingsRoutes);

  app.post('/timezone', { schema: { body: UpdateTimezoneBody, ...reply200 } }, async (request) => view(request, request.body));
};
