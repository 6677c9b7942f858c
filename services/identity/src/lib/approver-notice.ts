// Tells the team's other active admins and owners on Telegram that a change set waits for their
// approval (issue 30); the author is never asked. A chat that is gone is marked inactive, as for 2FA.
import type { NotifyApproversRequest } from '@dop/contracts/team';
import { Types } from 'mongoose';
import type { Models } from '../models';
import { TelegramError, type TelegramClient } from './telegram-client';

export function approverText(r: NotifyApproversRequest): string {
  const by = r.authorName ? ` by ${r.authorName}` : '';
  return `Waiting for approval: a change${by} (${r.changeId}). ${r.reason}. A second administrator must approve this change: Domains tab → Changes.`;
}

export async function notifyApprovers(
  models: Models,
  telegram: TelegramClient,
  r: NotifyApproversRequest,
  log: { warn(obj: object, msg: string): void },
): Promise<number> {
  if (!telegram.configured) return 0;
  const approvers = await models.users
    .find(
      {
        role: { $in: ['admin', 'owner'] },
        status: 'active',
        ...(r.authorId && Types.ObjectId.isValid(r.authorId) ? { _id: { $ne: new Types.ObjectId(r.authorId) } } : {}),
      },
      { _id: 1 },
    )
    .lean();
  const accounts = await models.telegramAccounts.find({ userId: { $in: approvers.map((a) => a._id) }, isActive: true }).lean();
  let sent = 0;
  for (const account of accounts) {
    try {
      await telegram.sendMessage(account.chatId, approverText(r));
      sent += 1;
    } catch (err) {
      const tg = err instanceof TelegramError ? err : new TelegramError(0, 'unknown error');
      log.warn({ telegramAccount: String(account._id), status: tg.status, description: tg.description }, 'approval request not delivered');
      if (tg.chatGone) await models.telegramAccounts.updateOne({ _id: account._id }, { $set: { isActive: false } });
    }
  }
  return sent;
}
