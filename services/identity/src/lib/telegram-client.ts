// Bot API client (providers/telegram.md). The request URL contains the bot token, so it is never
// logged or put into an error message. Calls go through the egress guard (TELEGRAM_API_URL is
// configuration, but the token must not be sent to an internal address by a mistyped one).
import { egressRefusalOf } from '@dop/service-kit';
import { fetch, type Dispatcher, type Response } from 'undici';

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
  /** service-kit's guardedAgent: every connection checked by the egress guard. */
  dispatcher: Dispatcher;
}

export interface TelegramClient {
  readonly configured: boolean;
  sendMessage(chatId: string, text: string): Promise<void>;
  /** The bot's @username, for the t.me start link. */
  getMe(): Promise<{ username: string }>;
  /** Pending updates from `offset` on (which confirms everything before it); short polling. */
  getUpdates(offset?: number): Promise<TelegramUpdate[]>;
}

export interface TelegramUpdate {
  update_id: number;
  message?: {
    from?: { id: number; username?: string };
    chat: { id: number; username?: string };
    text?: string;
  };
}

interface Envelope {
  ok: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
}

export function createTelegramClient(opts: TelegramClientOptions): TelegramClient {
  const base = opts.apiUrl.replace(/\/+$/, '');
  return {
    configured: Boolean(opts.token),
    async sendMessage(chatId, text) {
      await call('sendMessage', { chat_id: chatId, text });
    },
    async getMe() {
      return (await call('getMe', {})) as { username: string };
    },
    async getUpdates(offset) {
      return (await call('getUpdates', offset === undefined ? { timeout: 0 } : { offset, timeout: 0 })) as TelegramUpdate[];
    },
  };

  async function call(method: string, params: Record<string, unknown>): Promise<unknown> {
    if (!opts.token) throw new TelegramError(0, 'TELEGRAM_BOT_TOKEN is not set');
    let res: Response;
    try {
      res = await fetch(`${base}/bot${opts.token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        dispatcher: opts.dispatcher,
        redirect: 'manual',
      });
    } catch (err) {
      const refused = egressRefusalOf(err);
      if (refused) throw new TelegramError(0, `TELEGRAM_API_URL refused: ${refused.message}`);
      // AbortSignal.timeout rejects with a DOMException, which is not always `instanceof Error`.
      throw new TelegramError(0, (err as { name?: string } | null)?.name === 'TimeoutError' ? 'timed out' : 'unreachable');
    }
    const body = (await res.json().catch(() => null)) as Envelope | null;
    if (!res.ok || !body?.ok) throw new TelegramError(body?.error_code ?? res.status, body?.description ?? res.statusText);
    return body.result;
  }
}
