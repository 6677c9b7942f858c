// Linking a panel user to a Telegram chat the way the Bot API allows (providers/telegram.md): the
// panel hands out https://t.me/<bot>?start=<token>; the bot's updates carry `/start <token>` (or, for
// a link made by username, a `/start` from that @username) and only then is the chat id known.
import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import type { Models } from '../models';
import type { TelegramClient, TelegramUpdate } from './telegram-client';

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export class TelegramLinking {
  /** Next update to ask for; getUpdates with it confirms (drops) everything already handled. */
  private offset: number | undefined;
  private botUsername: string | null = null;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly models: Models,
    private readonly telegram: TelegramClient,
  ) {}

  /** A pending link for the user; the token itself is returned once, inside the start link. */
  async create(userId: string, username: string | null): Promise<{ id: string; startLink: string }> {
    // base64url, 32 chars: within the 64-character `start` payload alphabet.
    const token = randomBytes(24).toString('base64url');
    const link = await this.models.telegramLinks.create({
      userId: new Types.ObjectId(userId),
      username: username ? username.toLowerCase() : null,
      tokenHash: hash(token),
      expiresAt: new Date(Date.now() + LINK_TTL_MS),
    });
    this.botUsername ??= (await this.telegram.getMe()).username;
    return { id: link.id as string, startLink: `https://t.me/${this.botUsername}?start=${token}` };
  }

  /** Reads the bot's updates and turns every matching /start into a linked account; one poll at a time. */
  sync(): Promise<void> {
    this.syncing ??= this.poll().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async poll(): Promise<void> {
    const updates = await this.telegram.getUpdates(this.offset);
    for (const update of updates) {
      await this.apply(update);
      this.offset = update.update_id + 1;
    }
  }

  private async apply(update: TelegramUpdate): Promise<void> {
    const msg = update.message;
    const m = msg?.text ? /^\/start(?:@\w+)?(?:\s+([A-Za-z0-9_-]{1,64}))?\s*$/.exec(msg.text) : null;
    if (!msg || !m) return;
    const from = msg.from?.username?.toLowerCase() ?? null;
    const link = m[1]
      ? await this.models.telegramLinks.findOne({ tokenHash: hash(m[1]) })
      : from
        ? await this.models.telegramLinks.findOne({ username: from }).sort({ createdAt: -1 })
        : null;
    if (!link || link.expiresAt.getTime() < Date.now()) return;
    const chatId = String(msg.chat.id);
    await this.models.telegramAccounts.updateOne(
      { userId: link.userId, chatId },
      { $set: { username: msg.from?.username ?? link.username ?? chatId, isActive: true }, $setOnInsert: { createdAt: new Date() } },
      { upsert: true },
    );
    await this.models.telegramLinks.deleteOne({ _id: link._id });
  }
}
