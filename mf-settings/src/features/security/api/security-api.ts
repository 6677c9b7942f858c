// Spec 2 §7 and issue 14: the Security area's calls, all owned by identity.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { AddTelegramReply, TelegramAccountsReply, TestTelegramReply, UpdateTwoFactorBody } from '@dop/contracts/settings';

export const TELEGRAM_ACCOUNTS_KEY = ['settings', 'telegram-accounts'] as const;

export function getTelegramAccounts(signal?: AbortSignal): Promise<TelegramAccountsReply> {
  return apiGet<TelegramAccountsReply>('/api/accounts/telegram', { signal });
}

export function addTelegramByUsername(username: string): Promise<AddTelegramReply> {
  return apiSend<AddTelegramReply>('POST', '/api/accounts/telegram/add-by-username', { username });
}

export function deleteTelegramAccount(id: string): Promise<unknown> {
  return apiSend<unknown>('DELETE', `/api/accounts/telegram/${encodeURIComponent(id)}`);
}

export function updateTwoFactor(body: UpdateTwoFactorBody): Promise<unknown> {
  return apiSend<unknown>('PUT', '/api/settings/2fa', body);
}

/** A test message to every linked chat, so the user can see the bot reaches them. */
export function sendTestTelegram(): Promise<TestTelegramReply> {
  return apiSend<TestTelegramReply>('POST', '/api/settings/test-telegram');
}
