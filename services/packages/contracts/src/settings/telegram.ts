// Telegram accounts and the 2FA switch (spec 2 §3 Telegram account, §5 2FA, §7). A link is pending
// until the user starts the bot with the deep-link token; only then is a chat id known.
import { z } from 'zod';

export const TelegramAccountView = z.object({
  id: z.string(),
  username: z.string(),
  chatId: z.string().nullable(),
  isActive: z.boolean(),
});
export type TelegramAccountView = z.infer<typeof TelegramAccountView>;

/** Linked accounts first, then links still waiting for the user to press Start (chatId null). */
export const TelegramAccountsReply = z.object({ accounts: z.array(TelegramAccountView) });
export type TelegramAccountsReply = z.infer<typeof TelegramAccountsReply>;

/** Telegram usernames: 5–32 of A-Z a-z 0-9 _, typed with or without the leading @. */
export const TelegramUsername = z
  .string()
  .trim()
  .transform((s) => s.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Введите Telegram username')
      .regex(/^[A-Za-z0-9_]{3,32}$/, 'must be a Telegram username'),
  );

export const AddTelegramByUsernameBody = z.object({ username: TelegramUsername });
export type AddTelegramByUsernameBody = z.infer<typeof AddTelegramByUsernameBody>;

export const AddTelegramReply = z.object({
  account: TelegramAccountView,
  /** https://t.me/<bot>?start=<token>: opening it and pressing Start links the chat. */
  startLink: z.string(),
  message: z.string(),
});
export type AddTelegramReply = z.infer<typeof AddTelegramReply>;

export const UpdateTwoFactorBody = z.object({
  twoFactorEnabled: z.boolean(),
  telegramUsername: z.string().trim().max(64).nullable().optional(),
});
export type UpdateTwoFactorBody = z.infer<typeof UpdateTwoFactorBody>;

export const TestTelegramReply = z.object({ sentCount: z.number().int(), message: z.string() });
export type TestTelegramReply = z.infer<typeof TestTelegramReply>;
