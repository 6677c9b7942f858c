import { startTelegramSim, type RunningTelegramSim } from '../../src';

let sim: RunningTelegramSim;
beforeAll(async () => {
  sim = await startTelegramSim();
});
afterAll(() => sim.stop());
beforeEach(() => sim.state.reset());

const call = async (method: string, body?: unknown, token = sim.token) => {
  const res = await fetch(`${sim.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('Telegram Bot API simulator', () => {
  it('answers getMe with the bot, case-insensitively', async () => {
    const res = await call('GETME');
    expect(res).toEqual({ status: 200, body: { ok: true, result: expect.objectContaining({ is_bot: true, username: 'sim_bot' }) } });
  });

  it('refuses a bad token with 401 Unauthorized', async () => {
    const res = await call('getMe', {}, '1:wrong');
    expect(res).toEqual({ status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } });
  });

  it('answers chat not found for a chat that never started the bot', async () => {
    const res = await call('sendMessage', { chat_id: 42, text: 'hi' });
    expect(res).toEqual({ status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } });
  });

  it('delivers to a started chat and keeps the message for tests', async () => {
    sim.state.start({ id: 42, username: 'ann' });
    const res = await call('sendMessage', { chat_id: 42, text: 'code 123456' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(expect.objectContaining({ text: 'code 123456', chat: expect.objectContaining({ id: 42 }) }));
    expect(sim.state.messagesTo(42).map((m) => m.text)).toEqual(['code 123456']);
  });

  it('accepts form-encoded and query parameters', async () => {
    sim.state.start({ id: 7, username: 'bob' });
    const form = await fetch(`${sim.url}/bot${sim.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'chat_id=7&text=from+form',
    });
    expect(form.status).toBe(200);
    const query = await fetch(`${sim.url}/bot${sim.token}/sendMessage?chat_id=7&text=from%20query`);
    expect(query.status).toBe(200);
    expect(sim.state.messagesTo(7).map((m) => m.text)).toEqual(['from form', 'from query']);
  });

  it('rejects an empty and a too-long text', async () => {
    sim.state.start({ id: 7 });
    expect((await call('sendMessage', { chat_id: 7, text: '' })).body.description).toBe('Bad Request: message text is empty');
    expect((await call('sendMessage', { chat_id: 7, text: 'x'.repeat(4097) })).body.description).toBe('Bad Request: message is too long');
  });

  it('answers 403 for a user who blocked the bot', async () => {
    sim.state.start({ id: 9 });
    sim.state.block(9);
    expect(await call('sendMessage', { chat_id: 9, text: 'x' })).toEqual({
      status: 403,
      body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
    });
  });

  it('returns /start updates through getUpdates and drops confirmed ones', async () => {
    const first = sim.state.start({ id: 5, username: 'cat' }, '/start abc');
    sim.state.start({ id: 6, username: 'dog' });
    const all = await call('getUpdates', {});
    expect((all.body.result as Array<{ message: { text: string } }>).map((u) => u.message.text)).toEqual(['/start abc', '/start']);
    const rest = await call('getUpdates', { offset: first.update_id + 1 });
    expect((rest.body.result as Array<{ message: { chat: { id: number } } }>).map((u) => u.message.chat.id)).toEqual([6]);
  });

  it('fails on request with retry_after, then works again', async () => {
    sim.state.start({ id: 3 });
    await fetch(`${sim.url}/__sim/telegram/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'sendMessage', status: 429, description: 'Too Many Requests: retry after 2', retryAfter: 2 }),
    });
    expect(await call('sendMessage', { chat_id: 3, text: 'a' })).toEqual({
      status: 429,
      body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 2', parameters: { retry_after: 2 } },
    });
    expect((await call('sendMessage', { chat_id: 3, text: 'a' })).status).toBe(200);
  });

  it('slows down when told to', async () => {
    sim.state.delayMs = 300;
    const started = Date.now();
    await call('getMe');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('is driven over HTTP by control routes (start, messages)', async () => {
    await fetch(`${sim.url}/__sim/telegram/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatId: 11, username: 'eve' }),
    });
    await call('sendMessage', { chat_id: 11, text: 'hello eve' });
    const res = (await (await fetch(`${sim.url}/__sim/telegram/messages`)).json()) as {
      messages: Array<{ chat_id: number; text: string }>;
    };
    expect(res.messages).toEqual([expect.objectContaining({ chat_id: 11, text: 'hello eve' })]);
  });
});
