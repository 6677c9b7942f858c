// Worker side of the Telegram Bot API simulator the global setup runs: its /__sim/telegram/* control
// routes (provider-sims README), reached over HTTP because the simulator lives in another process.
import { expect } from '@playwright/test';

interface SentMessage {
  chat_id: number;
  text: string;
}

function simUrl(): string {
  const url = process.env.E2E_TELEGRAM_SIM_URL;
  if (!url) throw new Error('E2E_TELEGRAM_SIM_URL is not set: the global setup starts the Telegram simulator');
  return url;
}

/** The user pressed Start in the bot's chat, so the bot may write to this chat. */
export async function startChat(chatId: number, username: string): Promise<void> {
  const res = await fetch(`${simUrl()}/__sim/telegram/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chatId, username }),
  });
  if (!res.ok) throw new Error(`telegram sim start: ${res.status}`);
}

export async function messagesTo(chatId: number): Promise<SentMessage[]> {
  const res = await fetch(`${simUrl()}/__sim/telegram/messages`);
  const body = (await res.json()) as { messages: SentMessage[] };
  return body.messages.filter((m) => m.chat_id === chatId);
}

/** Waits for message number `index` (0-based) to the chat and returns the 6-digit code in it. */
export async function codeFromTelegram(chatId: number, index: number): Promise<string> {
  await expect
    .poll(async () => (await messagesTo(chatId)).length, { message: `Telegram message #${index + 1} to ${chatId}` })
    .toBeGreaterThan(index);
  const text = (await messagesTo(chatId))[index]?.text ?? '';
  const m = /\b(\d{6})\b/.exec(text);
  if (!m?.[1]) throw new Error(`no 6-digit code in the Telegram message: ${text}`);
  return m[1];
}
