// Linking as the Bot API allows: a start link, the user presses Start in the simulator, the next
// list reads the bot's updates and shows the chat as linked.
import { call } from '../../helpers/client';
import { registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const tokenOf = (startLink: string) => new URL(startLink).searchParams.get('start') ?? '';

describe('/api/accounts/telegram', () => {
  it('POST gives a t.me start link; pressing Start with its token links the chat', async () => {
    const a = await registerVerified(h);
    const add = await call(h.app, 'POST', '/api/accounts/telegram', undefined, { as: a.id });
    expect(add.status).toBe(201);
    expect(add.body.startLink).toMatch(/^https:\/\/t\.me\/sim_bot\?start=[A-Za-z0-9_-]{20,64}$/);
    const pending = await call(h.app, 'GET', '/api/accounts/telegram', undefined, { as: a.id });
    expect(pending.body.accounts).toEqual([{ id: add.body.account.id, username: '', chatId: null, isActive: false }]);

    h.telegram.state.start({ id: 5001, username: 'ann_tg' }, `/start ${tokenOf(add.body.startLink)}`);
    const linked = await call(h.app, 'GET', '/api/accounts/telegram', undefined, { as: a.id });
    expect(linked.body.accounts).toEqual([{ id: expect.any(String), username: 'ann_tg', chatId: '5001', isActive: true }]);
  });

  it('add-by-username links the chat whose /start comes from that @username, not another one', async () => {
    const a = await registerVerified(h);
    const add = await call(h.app, 'POST', '/api/accounts/telegram/add-by-username', { username: '@Bob_TG' }, { as: a.id });
    expect(add.status).toBe(201);
    expect(add.body.account.username).toBe('Bob_TG');
    h.telegram.state.start({ id: 5002, username: 'someone_else' });
    h.telegram.state.start({ id: 5003, username: 'bob_tg' });
    const res = await call(h.app, 'GET', '/api/accounts/telegram', undefined, { as: a.id });
    expect(res.body.accounts).toEqual([{ id: expect.any(String), username: 'bob_tg', chatId: '5003', isActive: true }]);
  });

  it('an empty username is 400 with the spec text; a stranger cannot delete the account', async () => {
    const a = await registerVerified(h);
    const b = await registerVerified(h);
    const empty = await call(h.app, 'POST', '/api/accounts/telegram/add-by-username', { username: '  ' }, { as: a.id });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Введите Telegram username');
    expect(JSON.stringify(empty.body)).toContain('username');

    const add = await call(h.app, 'POST', '/api/accounts/telegram', undefined, { as: a.id });
    h.telegram.state.start({ id: 5004, username: 'cat_tg' }, `/start ${tokenOf(add.body.startLink)}`);
    const [account] = (await call(h.app, 'GET', '/api/accounts/telegram', undefined, { as: a.id })).body.accounts;
    expect((await call(h.app, 'DELETE', `/api/accounts/telegram/${account.id}`, undefined, { as: b.id })).status).toBe(404);
    expect((await call(h.app, 'DELETE', '/api/accounts/telegram/not-an-id', undefined, { as: a.id })).status).toBe(404);
    expect((await call(h.app, 'DELETE', `/api/accounts/telegram/${account.id}`, undefined, { as: a.id })).status).toBe(200);
    expect((await call(h.app, 'GET', '/api/accounts/telegram', undefined, { as: a.id })).body.accounts).toEqual([]);
  });

  it('a Telegram outage while reading updates still lists the stored accounts', async () => {
    const a = await registerVerified(h);
    await call(h.app, 'POST', '/api/accounts/telegram', undefined, { as: a.id });
    h.telegram.state.failures.push({ method: 'getUpdates', status: 500, description: 'Internal Server Error', times: 1 });
    const list = await call(h.app, 'GET', '/api/accounts/telegram', undefined, { as: a.id });
    expect(list.status).toBe(200);
    expect(list.body.accounts).toEqual([expect.objectContaining({ chatId: null, isActive: false })]);
    expect(h.telegram.state.failures).toEqual([]);
  });
});
