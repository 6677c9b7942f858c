// A fetch stand-in answering the hosting routes from an in-memory account list, the way the hosting
// service does (shapes from @dop/contracts/hosting), and recording every call.
import type { CheckResponse, DiorhostAccount, Server, TicketsResponse } from '@dop/contracts/hosting';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeBackend {
  accounts: DiorhostAccount[];
  servers: Record<string, Server[]>;
  tickets: Record<string, TicketsResponse>;
  check: CheckResponse | null;
  /** Paths answering 4xx/5xx with this message, e.g. { 'POST /api/accounts/diorhost/a1/sync': [422, '…'] }. */
  failures: Record<string, [number, string]>;
  calls: Call[];
}

export function account(id: string, name: string, extra: Partial<DiorhostAccount> = {}): DiorhostAccount {
  return {
    id,
    name,
    email: `${name}@example.com`,
    password: 'secret-pas...',
    apiEndpoint: 'https://my.diorhost.com/billmgr',
    isActive: true,
    balance: null,
    lastSync: null,
    lastError: null,
    serverCount: 0,
    userId: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

const answer = (status: number, body: unknown) =>
  ({
    ok: status < 300,
    status,
    statusText: String(status),
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

export function installBackend(seed: Partial<FakeBackend> = {}): FakeBackend {
  const b: FakeBackend = { accounts: [], servers: {}, tickets: {}, check: null, failures: {}, calls: [], ...seed };
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    b.calls.push({ method, url, body });
    const failure = b.failures[`${method} ${url}`];
    if (failure) return answer(failure[0], { error: { code: 'x', message: failure[1] } });
    const m = /^\/api\/accounts\/diorhost(?:\/([^/]+))?(?:\/(\w+))?$/.exec(url);
    const id = m?.[1];
    const find = () => b.accounts.find((a) => a.id === id)!;
    if (url === '/api/hosting/check-servers-tickets') return answer(200, b.check);
    if (url === '/api/hosting/sync-all-balances') {
      const results = b.accounts.map((a) => ({ id: a.id, name: a.name, success: true, balance: a.balance, error: null }));
      return answer(200, { results, synced: results.length, failed: 0 });
    }
    if (m && !id && method === 'GET') return answer(200, b.accounts);
    if (m && !id && method === 'POST') {
      const created = account(`a${b.accounts.length + 1}`, String(body?.name), { email: String(body?.email) });
      b.accounts.push(created);
      return answer(201, created);
    }
    if (m?.[2] === 'reveal') return answer(200, { id, password: `${find().password.replace(/\.+$/, '')}-full-password` });
    if (m?.[2] === 'servers') return answer(200, { servers: b.servers[id!] ?? [], lastSync: find().lastSync });
    if (m?.[2] === 'tickets') return answer(200, b.tickets[id!] ?? { tickets: [], summary: { total: 0, new: 0 } });
    if (m?.[2] === 'sync') {
      const synced = Object.assign(find(), { balance: '10.00 $', lastSync: '2026-01-02T00:00:00.000Z' });
      return answer(200, { account: synced, servers: b.servers[id!] ?? [] });
    }
    if (method === 'PUT') return answer(200, Object.assign(find(), body));
    if (method === 'DELETE') {
      b.accounts = b.accounts.filter((a) => a.id !== id);
      return answer(200, { success: true, id });
    }
    return answer(404, { error: { code: 'not_found', message: `no route ${method} ${url}` } });
  }) as unknown as typeof fetch;
  return b;
}
