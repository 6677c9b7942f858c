// What the Telegram simulator remembers: chats that started the bot, messages the bot sent, pending
// updates for getUpdates, and the failures or delay a test asked for.
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
