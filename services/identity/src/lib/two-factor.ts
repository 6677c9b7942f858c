// Two-factor codes (issue 4): 6 digits, 5 minutes, single use, sent to every active Telegram account
// of the user. A chat that is gone (blocked bot, unknown chat) is marked inactive.
import { Types } from 'mongoose';
import { LIMITS } from '../config';
import type { Models } from '../models';
import { twoFactorText } from './mail-templates';
import type { OneTimeCodes } from './one-time-codes';
import { TelegramError, type TelegramClient } from './telegram-client';

export type TwoFactorPurpose = '2fa-login' | '2fa-verify-email' | '2fa-step-up';

export interface TwoFactorLog {
  warn(obj: object, msg: string): void;
}

export class TwoFactor {
  constructor(
    private readonly models: Models,
    private readonly codes: OneTimeCodes,
    private readonly telegram: TelegramClient,
    private readonly log: TwoFactorLog,
  ) {}

  /** Whether sign-in needs a second factor: 2FA is on and at least one active account is linked. */
  async required(user: { id: string; twoFactorEnabled: boolean }): Promise<boolean> {
    if (!user.twoFactorEnabled) return false;
    return (await this.models.telegramAccounts.countDocuments({ userId: new Types.ObjectId(user.id), isActive: true })) > 0;
  }

  /** Sends a new code; returns the usernames of the accounts that received it. */
  async send(userId: string, purpose: TwoFactorPurpose): Promise<string[]> {
    const accounts = await this.models.telegramAccounts.find({ userId: new Types.ObjectId(userId), isActive: true });
    const code = await this.codes.issue(purpose, userId, LIMITS.twoFactorCodeTtlMs);
    const text = twoFactorText(code);
    const sent: string[] = [];
    for (const account of accounts) {
      try {
        await this.telegram.sendMessage(account.chatId, text);
        sent.push(account.username);
      } catch (err) {
        const tg = err instanceof TelegramError ? err : new TelegramError(0, 'unknown error');
        this.log.warn({ telegramAccount: account.id, status: tg.status, description: tg.description }, '2FA code not delivered');
        if (tg.chatGone) await this.models.telegramAccounts.updateOne({ _id: account._id }, { $set: { isActive: false } });
      }
    }
    if (sent.length === 0) await this.codes.discard(purpose, userId);
    return sent;
  }
}
