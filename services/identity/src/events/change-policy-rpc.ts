// Answers identity.rpc.change-policy (issue 30): the team's approval threshold for change sets and how
// many active admins and owners there are to approve one; and identity.rpc.notify-approvers, which
// tells them on Telegram that a change waits.
import { ChangePolicyRequest, NotifyApproversRequest, TEAM_RPC } from '@dop/contracts/team';
import { rpcHandler, serveRpc } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';
import { notifyApprovers } from '../lib/approver-notice';
import type { TelegramClient } from '../lib/telegram-client';
import type { TeamSettingsStore } from '../lib/team-settings';
import type { Models } from '../models';

export function serveChangePolicy(
  nc: NatsConnection,
  models: Models,
  settings: TeamSettingsStore,
  telegram: TelegramClient,
  log: FastifyBaseLogger,
): Subscription[] {
  return serveRpc(nc, {
    queue: 'identity',
    log,
    handlers: {
      [TEAM_RPC.changePolicy]: rpcHandler(ChangePolicyRequest, async () => {
        const [team, approvers] = await Promise.all([
          settings.get(),
          models.users.countDocuments({ role: { $in: ['admin', 'owner'] }, status: 'active' }),
        ]);
        return { changeApprovalDomains: team.changeApprovalDomains, changeApprovalRatio: team.changeApprovalRatio, approvers };
      }),
      [TEAM_RPC.notifyApprovers]: rpcHandler(NotifyApproversRequest, async (r) => ({
        notified: await notifyApprovers(models, telegram, r, log),
      })),
    },
  });
}
