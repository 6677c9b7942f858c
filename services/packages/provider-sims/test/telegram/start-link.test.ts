// Deep-link linking (providers/telegram.md): opening https://t.me/<bot>?start=<payload> and pressing
// Start gives the bot a `/start <payload>` update from that chat.
import { startTelegramSim, type RunningTelegramSim } from '../../src';

let sim: RunningTelegramSim;
beforeAll(async () => {
  sim = await startTelegramSim();
});
afterAll(() => sim.stop());
beforeEach(() => sim.state.reset());

const openLink = (body: unknown) =>
  fetch(`${sim.url}/__sim/telegram/open-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Telegram simulator start links', () => {
  it('turns an opened start link into a /start <payload> update and a reachable chat', async () => {
    const res = await openLink({ chatId: 31, username: 'dan', link: 'https://t.me/sim_bot?start=Abc_123-x' });
    expect(res.status).toBe(200);
    const updates = (await (await fetch(`${sim.url}/bot${sim.token}/getUpdates`)).json()) as { result: unknown[] };
    expect(updates.result).toEqual([
      expect.objectContaining({
        message: expect.objectContaining({ text: '/start Abc_123-x', chat: expect.objectContaining({ id: 31 }) }),
      }),
    ]);
    expect(sim.state.chats.has(31)).toBe(true);
  });

  it.each([
    ['another bot', 'https://t.me/other_bot?start=abc'],
    ['no payload', 'https://t.me/sim_bot'],
    ['a payload over 64 characters', `https://t.me/sim_bot?start=${'a'.repeat(65)}`],
    ['characters Telegram drops', 'https://t.me/sim_bot?start=a%20b'],
    ['not a URL', 'sim_bot abc'],
  ])('refuses %s with 400 and no update', async (_label, link) => {
    expect((await openLink({ chatId: 32, username: 'eve', link })).status).toBe(400);
    expect(sim.state.updates).toEqual([]);
  });
});
