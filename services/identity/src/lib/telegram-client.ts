// Bot API client (providers/telegram.md). The request URL contains the bot token, so it is never
// logged or put into an error message.
export class TelegramError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Telegram API ${status}: ${description}`);
    this.name = 'TelegramError';
  }

  /** The user blocked the bot, was deleted, or never started it: the link should stop being used. */
  get chatGone(): boolean {
    return this.status === 403 || /chat not found/i.test(this.description);
  }
}

export interface TelegramClientOptions {
  apiUrl: string;
  token?: string;
  timeoutMs?: number;
}

export interface TelegramClient {
  readonly configured: boolean;
  sendMessage(chatId: string, text: string): Promise<void>;
}

interface Envelope {
  ok: boolean;
  error_code?: number;
  description?: string;
}

export function createTelegramClient(opts: TelegramClientOptions): TelegramClient {
  const base = opts.apiUrl.replace(/\/+$/, '');
  return {
    configured: Boolean(opts.token),
    async sendMessage(chatId, text) {
      if (!opts.token) throw new TelegramError(0, 'TELEGRAM_BOT_TOKEN is not set');
      let res: Response;
      try {
        res = await fetch(`${base}/bot${opts.token}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat_id: chatId, text }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
      } catch (err) {
        // AbortSignal.timeout rejects with a DOMException, which is not always `instanceof Error`.
        throw new TelegramError(0, (err as { name?: string } | null)?.name === 'TimeoutError' ? 'timed out' : 'unreachable');
      }
      const body = (await res.json().catch(() => null)) as Envelope | null;
      if (!res.ok || !body?.ok) throw new TelegramError(body?.error_code ?? res.status, body?.description ?? res.statusText);
    },
  };
}
