// Links Telegram accounts directly in the database (their linking UI is another issue) and starts
// the matching chats in the simulator, as a user pressing Start would.
import { Types } from 'mongoose';
import type { Harness } from './harness';

let nextChat = 1000;

export async function linkTelegram(h: Harness, userId: string, opts: { started?: boolean; isActive?: boolean } = {}) {
  const chatId = nextChat++;
  const username = `tg${chatId}`;
  if (opts.started !== false) h.telegram.state.start({ id: chatId, username });
  await h.app.identity.models.telegramAccounts.create({
    userId: new Types.ObjectId(userId),
    username,
    chatId: String(chatId),
    isActive: opts.isActive ?? true,
  });
  return { chatId, username };
}

export async function enable2fa(h: Harness, userId: string) {
  await h.app.identity.models.users.updateOne({ _id: new Types.ObjectId(userId) }, { $set: { twoFactorEnabled: true } });
}

export function lastCodeTo(h: Harness, chatId: number): string {
  const msgs = h.telegram.state.messagesTo(chatId);
  const m = /\b(\d{6})\b/.exec(msgs[msgs.length - 1]?.text ?? '');
  if (!m) throw new Error(`no code sent to chat ${chatId}`);
  return m[1];
}
