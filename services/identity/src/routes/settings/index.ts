// /api/settings (spec 1 §3, spec 2 §7): GET, POST (partial update), POST /ip, POST /timezone. Each
// answers the whole settings view, with currentIp detected by the server.
import { SettingsView, UpdateIpBody, UpdateSettingsBody, UpdateTimezoneBody } from '@dop/contracts/settings';
import type { ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { UserSettings } from '../../models/settings';
import { signedUser } from '../auth/http-helpers';

export const settingsRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;
  const reply200 = { response: { 200: SettingsView } };

  async function view(request: FastifyRequest, patch: Partial<UserSettings> = {}): Promise<SettingsView> {
    const user = await signedUser(ctx, request);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const doc = await ctx.models.settings.findOneAndUpdate(
      { userId: user._id },
      { $set: set, $setOnInsert: { userId: user._id } },
      { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
    );
    return {
      timezone: doc.timezone,
      useStaticIp: doc.useStaticIp,
      staticIp: doc.staticIp ?? null,
      currentIp: await ctx.outboundIp.get(),
      telegramUsername: user.telegramUsername ?? null,
      twoFactorEnabled: user.twoFactorEnabled,
    };
  }

  app.get('/', { schema: reply200 }, async (request) => view(request));

  app.post('/', { schema: { body: UpdateSettingsBody, ...reply200 } }, async (request) => view(request, request.body));

  app.post('/ip', { schema: { body: UpdateIpBody, ...reply200 } }, async (request) => view(request, request.body));

  app.post('/timezone', { schema: { body: UpdateTimezoneBody, ...reply200 } }, async (request) => view(request, request.body));
};
