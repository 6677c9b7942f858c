import { startTelegramSim, type RunningTelegramSim } from '@dop/provider-sims';
import { EgressPolicy, guardedAgent, LOOPBACK_V4_SPELLINGS, parseAllowList, REFUSED_SPELLINGS } from '@dop/service-kit';
import { createTelegramClient as createClient, TelegramError, type TelegramClientOptions } from '../../src/lib/telegram-client';

let sim: RunningTelegramSim;
// The simulator listens on 127.0.0.1: reached through EGRESS_ALLOW alone.
const dispatcher = guardedAgent(new EgressPolicy({ allow: parseAllowList('127.0.0.1') }));
const createTelegramClient = (opts: Omit<TelegramClientOptions, 'dispatcher'>) => createClient({ ...opts, dispatcher });
beforeAll(async () => {
  sim = await startTelegramSim();
});
afterAll(async () => {
  await dispatcher.close();
  await sim.stop();
});
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

// Acceptance (issue 26): TELEGRAM_API_URL in every refused spelling is refused before any byte leaves
// (the simulator on 127.0.0.1 sees nothing); with EGRESS_ALLOW naming it, the same calls reach it.
describe('Telegram client through the egress guard', () => {
  const resolver = async (host: string) => {
    if (host === 'sneaky.test') return [{ address: '127.0.0.1', family: 4 as const }];
    throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  };
  const port = () => new URL(sim.url).port;

  it('refuses every refused spelling, naming the address', async () => {
    const refusing = guardedAgent(new EgressPolicy({ resolver }));
    sim.state.start({ id: 9 });
    for (const spelling of [...REFUSED_SPELLINGS.map(([s]) => s), 'sneaky.test']) {
      const client = createClient({ apiUrl: `http://${spelling}:${port()}`, token: sim.token, dispatcher: refusing });
      const err = await failureOf(client.sendMessage('9', 'x'));
      expect([spelling, err.description]).toEqual([spelling, expect.stringMatching(/^TELEGRAM_API_URL refused: .*EGRESS_ALLOW$/)]);
    }
    expect(sim.state.messagesTo(9)).toEqual([]);
    await refusing.close();
  });

  it('reaches the simulator when EGRESS_ALLOW names it', async () => {
    const allowing = guardedAgent(new EgressPolicy({ resolver, allow: parseAllowList(`127.0.0.1:${port()}`) }));
    sim.state.start({ id: 10 });
    for (const spelling of [...LOOPBACK_V4_SPELLINGS, 'sneaky.test'])
      await createClient({ apiUrl: `http://${spelling}:${port()}`, token: sim.token, dispatcher: allowing }).sendMessage('10', spelling);
    expect(sim.state.messagesTo(10)).toHaveLength(LOOPBACK_V4_SPELLINGS.length + 1);
    await allowing.close();
  });
});
