import { startTelegramSim, type RunningTelegramSim } from '@dop/provider-sims';
import { createTelegramClient, TelegramError } from '../../src/lib/telegram-client';

let sim: RunningTelegramSim;
beforeAll(async () => {
  sim = await startTelegramSim();
});
afterAll(() => sim.stop());
beforeEach(() => sim.state.reset());

async function failureOf(p: Promise<unknown>): Promise<TelegramError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TelegramError) return err;
    throw err;
  }
  throw new Error('expected a TelegramError');
}

describe('Telegram client against the Bot API simulator', () => {
  it('delivers a message to a started chat', async () => {
    sim.state.start({ id: 77, username: 'ann' });
    await createTelegramClient({ apiUrl: sim.url, token: sim.token }).sendMessage('77', 'hello');
    expect(sim.state.messagesTo(77).map((m) => m.text)).toEqual(['hello']);
  });

  it('turns chat not found and a blocked bot into chatGone errors', async () => {
    const client = createTelegramClient({ apiUrl: sim.url, token: sim.token });
    const notFound = await failureOf(client.sendMessage('404', 'x'));
    expect(notFound).toEqual(expect.objectContaining({ status: 400, description: 'Bad Request: chat not found', chatGone: true }));
    sim.state.start({ id: 5 });
    sim.state.block(5);
    expect((await failureOf(client.sendMessage('5', 'x'))).chatGone).toBe(true);
  });

  it('a bad token is 401 and its message never contains the token', async () => {
    const err = await failureOf(createTelegramClient({ apiUrl: sim.url, token: '1:bad-token-value' }).sendMessage('1', 'x'));
    expect(err.status).toBe(401);
    expect(err.chatGone).toBe(false);
    expect(err.message).not.toContain('bad-token-value');
  });

  it('a slow API times out, and no token refuses to send', async () => {
    sim.state.start({ id: 8 });
    sim.state.delayMs = 500;
    const slow = await failureOf(createTelegramClient({ apiUrl: sim.url, token: sim.token, timeoutMs: 100 }).sendMessage('8', 'x'));
    expect(slow.description).toBe('timed out');
    const none = createTelegramClient({ apiUrl: sim.url });
    expect(none.configured).toBe(false);
    expect((await failureOf(none.sendMessage('8', 'x'))).description).toMatch(/TELEGRAM_BOT_TOKEN/);
  });
});
