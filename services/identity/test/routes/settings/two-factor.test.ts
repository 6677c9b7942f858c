// PUT /api/settings/2fa and POST /api/settings/test-telegram, then a sign-in with the code the
// simulator received on the linked chat.
import { call } from '../../helpers/client';
import { login, registerVerified } from '../../helpers/flows';
import { startHarness, type Harness } from '../../helpers/harness';
import { lastCodeTo, linkTelegram } from '../../helpers/telegram';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('/api/settings/2fa', () => {
  it('refuses to enable 2FA with no Telegram account, naming the field', async () => {
    const a = await registerVerified(h);
    const res = await call(h.app, 'PUT', '/api/settings/2fa', { twoFactorEnabled: true, telegramUsername: null }, { as: a.id });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Добавьте хотя бы один Telegram аккаунт перед включением 2FA');
    expect(res.body.error.details).toEqual({ field: 'twoFactorEnabled' });
    const bad = await call(h.app, 'PUT', '/api/settings/2fa', { twoFactorEnabled: 'yes' }, { as: a.id });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('twoFactorEnabled');
  });

  it('enables 2FA with a linked account; the next sign-in needs the code sent to that chat', async () => {
    const a = await registerVerified(h);
    const { chatId } = await linkTelegram(h, a.id);
    const on = await call(h.app, 'PUT', '/api/settings/2fa', { twoFactorEnabled: true, telegramUsername: '@ann' }, { as: a.id });
    expect(on.status).toBe(200);
    expect(on.body).toEqual(expect.objectContaining({ twoFactorEnabled: true, telegramUsername: 'ann' }));
    expect((await call(h.app, 'GET', '/api/settings', undefined, { as: a.id })).body.twoFactorEnabled).toBe(true);

    const first = await login(h, a.email, a.password);
    expect(first.body.requires2FA).toBe(true);
    const second = await call(h.app, 'POST', '/api/auth/login', {
      email: a.email,
      password: a.password,
      twoFactorCode: lastCodeTo(h, chatId),
    });
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(a.id);

    const off = await call(h.app, 'PUT', '/api/settings/2fa', { twoFactorEnabled: false }, { as: a.id });
    expect(off.body.twoFactorEnabled).toBe(false);
    expect((await login(h, a.email, a.password)).body.user.id).toBe(a.id);
  });

  it('test-telegram messages only linked chats; with none it is 400', async () => {
    const a = await registerVerified(h);
    expect((await call(h.app, 'POST', '/api/settings/test-telegram', undefined, { as: a.id })).status).toBe(400);
    const { chatId } = await linkTelegram(h, a.id);
    const res = await call(h.app, 'POST', '/api/settings/test-telegram', undefined, { as: a.id });
    expect(res.status).toBe(200);
    expect(res.body.sentCount).toBe(1);
    expect(h.telegram.state.messagesTo(chatId)).toHaveLength(1);
  });
});
