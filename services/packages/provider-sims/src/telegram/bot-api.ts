// The Bot API methods the platform uses (providers/telegram.md): getMe, sendMessage, getUpdates,
// with the real envelope { ok, result } / { ok: false, error_code, description }.
import { SIM_BOT_USERNAME, type TelegramSimState } from './state';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const ok = (result: unknown): ApiAnswer => ({ status: 200, body: { ok: true, result } });

export function fail(status: number, description: string, retryAfter?: number): ApiAnswer {
  const body: Record<string, unknown> = { ok: false, error_code: status, description };
  if (retryAfter !== undefined) body.parameters = { retry_after: retryAfter };
  return { status, body };
}

type Params = Record<string, unknown>;

function sendMessage(state: TelegramSimState, p: Params): ApiAnswer {
  const chatId = Number(p.chat_id);
  const text = typeof p.text === 'string' ? p.text : '';
  if (p.chat_id === undefined || p.chat_id === '') return fail(400, 'Bad Request: chat_id is empty');
  if (!text.trim()) return fail(400, 'Bad Request: message text is empty');
  if (text.length > 4096) return fail(400, 'Bad Request: message is too long');
  const chat = Number.isFinite(chatId) ? state.chats.get(chatId) : undefined;
  if (!chat) return fail(400, 'Bad Request: chat not found');
  if (chat.blocked) return fail(403, 'Forbidden: bot was blocked by the user');
  const msg = state.record(chatId, text);
  return ok({
    message_id: msg.message_id,
    from: { id: 1, is_bot: true, first_name: 'Sim Bot', username: SIM_BOT_USERNAME },
    chat: { id: chatId, type: 'private', username: chat.username, first_name: chat.first_name },
    date: msg.date,
    text,
  });
}

function getUpdates(state: TelegramSimState, p: Params): ApiAnswer {
  const offset = p.offset === undefined ? undefined : Number(p.offset);
  const limit = Math.min(100, Math.max(1, Number(p.limit ?? 100) || 100));
  // An offset confirms (drops) every update before it, as Telegram does.
  if (offset !== undefined && Number.isFinite(offset)) state.updates = state.updates.filter((u) => u.update_id >= offset);
  return ok(state.updates.slice(0, limit));
}

export function callMethod(state: TelegramSimState, method: string, params: Params): ApiAnswer {
  switch (method.toLowerCase()) {
    case 'getme':
      return ok({ id: 1, is_bot: true, first_name: 'Sim Bot', username: SIM_BOT_USERNAME });
    case 'sendmessage':
      return sendMessage(state, params);
    case 'getupdates':
      return getUpdates(state, params);
    default:
      return fail(404, 'Not Found');
  }
}
