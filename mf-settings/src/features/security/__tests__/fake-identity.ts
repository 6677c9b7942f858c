// A stand-in for identity's Security routes as global fetch: the gate accepts only `password`,
// 2FA is refused without an active account, exactly as the service answers (issue 14).
type Json = Record<string, unknown>;

export interface FakeIdentity {
  password: string;
  accounts: { id: string; username: string; chatId: string | null; isActive: boolean }[];
  twoFactorEnabled: boolean;
  calls: string[];
  restore: () => void;
}

const reply = (status: number, body?: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: () => 'application/json' },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as Response;

const error = (status: number, message: string) => reply(status, { error: { code: 'x', message } });

export function installFakeIdentity(password: string): FakeIdentity {
  const original = globalThis.fetch;
  const fake: FakeIdentity = { password, accounts: [], twoFactorEnabled: false, calls: [], restore: () => (globalThis.fetch = original) };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? (JSON.parse(String(init.body)) as Json) : {};
    fake.calls.push(`${method} ${url}`);
    if (url === '/api/auth/step-up') {
      if (body.password !== fake.password) return error(401, 'Incorrect password');
      // Issue 25: with 2FA on, the right password sends a Telegram code; the code completes the step-up.
      if (fake.twoFactorEnabled && !body.twoFactorCode) return reply(200, { requires2FA: true });
      if (fake.twoFactorEnabled && body.twoFactorCode !== '123456') return error(400, 'Invalid or expired code');
      return reply(200, { unlockedUntil: new Date(Date.now() + 15 * 60_000).toISOString() });
    }
    if (url === '/api/auth/tokens') return reply(200, { tokens: [] });
    if (url === '/api/settings') return reply(200, { timezone: 'UTC', twoFactorEnabled: fake.twoFactorEnabled });
    if (url === '/api/settings/2fa') {
      if (body.twoFactorEnabled && !fake.accounts.some((a) => a.isActive))
        return error(400, 'Добавьте хотя бы один Telegram аккаунт перед включением 2FA');
      fake.twoFactorEnabled = Boolean(body.twoFactorEnabled);
      return reply(200, { twoFactorEnabled: fake.twoFactorEnabled });
    }
    if (url === '/api/settings/test-telegram') return reply(200, { sentCount: 1, message: 'Тестовое сообщение отправлено: 1' });
    if (url === '/api/accounts/telegram') return reply(200, { accounts: fake.accounts });
    if (url === '/api/accounts/telegram/add-by-username') {
      const account = { id: `a${fake.accounts.length}`, username: String(body.username).replace(/^@/, ''), chatId: null, isActive: false };
      fake.accounts.push(account);
      return reply(201, { account, startLink: 'https://t.me/sim_bot?start=tok', message: 'Откройте ссылку' });
    }
    return reply(404);
  }) as typeof fetch;
  return fake;
}
