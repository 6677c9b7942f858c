// Answers the domains service's inventory alerts (issue 29): identity.rpc.alert-settings (the team's
// expiry alert days, which drifts alert, and whether as a daily digest) and identity.rpc.notify-admins (a Telegram message to the
// active admins and owners with a linked account, an e-mail to the others).
import { DEFAULT_TEAM_SETTINGS, NotifyAdminsRequest, TEAM_RPC } from '@dop/contracts/team';
import { rpcHandler, serveRpc } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';
import { z } from 'zod';
import { notifyAdmins } from '../lib/admin-notice';
import type { Mailer } from '../lib/mailer';
import type { TelegramClient } from '../lib/telegram-client';
import type { TeamSettingsStore } from '../lib/team-settings';
import type { Models } from '../models';

export function serveInventoryAlerts(
  nc: NatsConnection,
  models: Models,
  settings: TeamSettingsStore,
  telegram: TelegramClient,
  mailer: Mailer,
  log: FastifyBaseLogger,
): Subscription[] {
  return serveRpc(nc, {
    queue: 'identity',
    log,
    handlers: {
      [TEAM_RPC.alertSettings]: rpcHandler(z.object({}), async () => {
        const team = await settings.get();
        return {
          inventoryAlertDays: team.inventoryAlertDays ?? DEFAULT_TEAM_SETTINGS.inventoryAlertDays!,
          inventoryDriftAlerts: team.inventoryDriftAlerts ?? DEFAULT_TEAM_SETTINGS.inventoryDriftAlerts!,
          inventoryAlertDigest: team.inventoryAlertDigest ?? false,
        };
      }),
      [TEAM_RPC.notifyAdmins]: rpcHandler(NotifyAdminsRequest, (r) => notifyAdmins(models, telegram, mailer, r, log)),
    },
  });
}
