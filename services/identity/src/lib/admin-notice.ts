// Tells the team's active admins and owners on Telegram about inventory alerts (issue 29): a domain
// expiring, a check drifting or recovering; by e-mail those with no linked Telegram account. The
// sibling of approver-notice.ts; a chat that is gone is marked inactive, as for 2FA. One message
// carries all the lines the caller sends; when no admin could be told at all, the call fails so the
// caller keeps the alerts for a later try (domains' alert-sender.ts). With a delivery id, each admin
// reached is recorded as the message goes out, and a retry of that delivery skips them; the answer says
// how many this try missed, so the caller can try them again.
import type { NotifyAdminsRequest } from '@dop/contracts/team';
import type { Models } from '../models';
import type { Mailer } from './mailer';
import { TelegramError, type TelegramClient } from './telegram-client';

/** Telegram's message limit is 4096 characters: longer batches are cut with a count of what was left. */
const MAX_TEXT = 4000;

export function alertText(lines: string[]): string {
  const head = 'Domain inventory alert';
  let text = head;
  for (let i = 0; i < lines.length; i += 1) {
    const next = `${text}\n${lines[i]}`;
    if (next.length > MAX_TEXT) return `${text}\n… and ${lines.length - i} more (Domains tab → Health)`;
    text = next;
  }
  return text;
}

export async function notifyAdmins(
  models: Models,
  telegram: TelegramClient,
  mailer: Mailer,
  r: NotifyAdminsRequest,
  log: { warn(obj: object, msg: string): void },
): Promise<{ notified: number; missed: number }> {
  const admins = await models.users.find({ role: { $in: ['admin', 'owner'] }, status: 'active' }, { _id: 1, email: 1 }).lean();
  const accounts = telegram.configured
    ? await models.telegramAccounts.find({ userId: { $in: admins.map((a) => a._id) }, isActive: true }).lean()
    : [];
  const text = alertText(r.lines);
  const linked = new Set(accounts.map((a) => String(a.userId)));
  const recipients: Recipient[] = [
    ...admins
      .filter((admin) => !linked.has(String(admin._id)) && admin.email)
      .map((admin) => ({
        key: `mail:${String(admin._id)}`,
        deliver: () => mailer.send({ to: admin.email!, subject: 'Domain inventory alert', text: `${text}\n` }),
        failed: async (err: unknown) => log.warn({ err, userId: String(admin._id) }, 'inventory alert e-mail not sent'),
      })),
    ...accounts.map((account) => ({
      key: `telegram:${String(account._id)}`,
      deliver: () => telegram.sendMessage(account.chatId, text),
      failed: async (err: unknown) => {
        const tg = err instanceof TelegramError ? err : new TelegramError(0, 'unknown error');
        log.warn({ telegramAccount: String(account._id), status: tg.status, description: tg.description }, 'inventory alert not delivered');
        if (tg.chatGone) await models.telegramAccounts.updateOne({ _id: account._id }, { $set: { isActive: false } });
      },
    })),
  ];
  const reached = await deliveryRecord(models, r.deliveryId);
  let notified = 0;
  let missed = 0;
  for (const recipient of recipients) {
    if (!reached.has(recipient.key)) {
      try {
        await recipient.deliver();
      } catch (err) {
        missed += 1;
        await recipient.failed(err);
        continue;
      }
      // Sent: a failed record only risks this admin a repeat on a retry, so it does not fail the call.
      await reached.add(recipient.key).catch((err: unknown) => log.warn({ err }, 'inventory alert sent but not recorded'));
    }
    notified += 1;
  }
  // Nobody told: the caller keeps the alert and asks again later, rather than count it as delivered.
  if (missed > 0 && notified === 0) throw new AlertNotDeliveredError(missed);
  return { notified, missed };
}

interface Recipient {
  /** Whom, as the delivery record names them: 'mail:<user id>' or 'telegram:<account id>'. */
  key: string;
  deliver(): Promise<unknown>;
  failed(err: unknown): Promise<void>;
}

/** Whom a delivery already reached; without an id, nobody (every call is a new message). */
async function deliveryRecord(models: Models, deliveryId: string | undefined) {
  const seen = new Set(deliveryId ? ((await models.adminNotices.findById(deliveryId, { sentTo: 1 }).lean())?.sentTo ?? []) : []);
  return {
    has: (key: string) => seen.has(key),
    async add(key: string) {
      if (!deliveryId) return;
      seen.add(key);
      await models.adminNotices.updateOne(
        { _id: deliveryId },
        { $addToSet: { sentTo: key }, $setOnInsert: { createdAt: new Date() } },
        { upsert: true },
      );
    },
  };
}

export class AlertNotDeliveredError extends Error {
  override name = 'AlertNotDeliveredError';
  constructor(tried: number) {
    super(`the alert reached none of the ${tried} admin address(es); try again later`);
  }
}
