// What the Telegram simulator remembers: chats that started the bot, messages the bot sent, pending
// updates for getUpdates, and the failures or delay a test asked for.
/** The simulated bot's @username, as getMe answers it. */
export const SIM_BOT_USERNAME = 'sim_bot';

export interface SimUser {
  id: number;
  username?: string;
  first_name: string;
}

export interface SentMessage {
  message_id: number;
  chat_id: number;
  text: string;
  date: number;
}

export interface SimUpdate {
  update_id: number;
  message: {
    message_id: number;
    from: SimUser & { is_bot: false };
    chat: { id: number; type: 'private'; username?: string; first_name: string };
    date: number;
    text: string;
  };
}

export interface InjectedFailure {
  /** Method it applies to (case-insensitive), or every method when absent. */
  method?: string;
  status: number;
  description: string;
  retryAfter?: number;
  /** How many calls fail before the method works again. */
  times: number;
}

export class TelegramSimState {
  readonly chats = new Map<number, SimUser & { blocked: boolean }>();
  readonly sent: SentMessage[] = [];
  updates: SimUpdate[] = [];
  failures: InjectedFailure[] = [];
  delayMs = 0;
  private nextUpdateId = 1;
  private nextMessageId = 1;

  /** The user pressed Start (optionally with a deep-link payload): the chat becomes reachable. */
  start(user: { id: number; username?: string; firstName?: string }, text = '/start'): SimUpdate {
    const from = { id: user.id, username: user.username, first_name: user.firstName ?? user.username ?? `User ${user.id}` };
    this.chats.set(user.id, { ...from, blocked: false });
    const update: SimUpdate = {
      update_id: this.nextUpdateId++,
      message: {
        message_id: this.nextMessageId++,
        from: { ...from, is_bot: false },
        chat: { id: user.id, type: 'private', username: from.username, first_name: from.first_name },
        date: Math.floor(Date.now() / 1000),
        text,
      },
    };
    this.updates.push(update);
    return update;
  }

  /**
   * The user opened the panel's deep link `https://t.me/<bot>?start=<payload>` and pressed Start: the
   * bot gets `/start <payload>` (providers/telegram.md). Null for a link to another bot or a payload
   * Telegram would not pass on (over 64 characters or outside A-Z a-z 0-9 _ -).
   */
  openStartLink(user: { id: number; username?: string; firstName?: string }, link: string): SimUpdate | null {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return null;
    }
    const payload = url.searchParams.get('start') ?? '';
    if (url.hostname !== 't.me' || url.pathname !== `/${SIM_BOT_USERNAME}`) return null;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(payload)) return null;
    return this.start(user, `/start ${payload}`);
  }

  block(chatId: number): void {
    const chat = this.chats.get(chatId);
    if (chat) chat.blocked = true;
  }

  record(chatId: number, text: string): SentMessage {
    const msg = { message_id: this.nextMessageId++, chat_id: chatId, text, date: Math.floor(Date.now() / 1000) };
    this.sent.push(msg);
    return msg;
  }

  messagesTo(chatId: number): SentMessage[] {
    return this.sent.filter((m) => m.chat_id === chatId);
  }

  /** The failure for this call, consuming one of its `times`. */
  takeFailure(method: string): InjectedFailure | null {
    const i = this.failures.findIndex((f) => !f.method || f.method.toLowerCase() === method.toLowerCase());
    if (i === -1) return null;
    const failure = this.failures[i];
    failure.times -= 1;
    if (failure.times <= 0) this.failures.splice(i, 1);
    return failure;
  }

  reset(): void {
    this.chats.clear();
    this.sent.length = 0;
    this.updates = [];
    this.failures = [];
    this.delayMs = 0;
  }
}
