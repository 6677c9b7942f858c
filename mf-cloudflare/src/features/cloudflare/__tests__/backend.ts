// A fetch stand-in answering the tab's calls as the services would; records every request.
import type { AccountsResponse } from '@dop/contracts/cloudflare';

export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

const dom = (id: string, name: string, ip = '203.0.113.1') => ({
  id,
  name,
  zoneId: `z-${id}`,
  status: 'Success',
  ipAddress: ip,
  sslMode: 'flexible' as const,
  nameServers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
  teamTag: '2333',
  createdAt: '2026-11-20T10:00:00.000Z',
});

export const ACCOUNTS: AccountsResponse = {
  accounts: [
    { email: 'a@cf.test', domains: [dom('1', 'one.com'), dom('2', 'two.com')] },
    { email: 'b@cf.test', domains: [dom('3', 'three.com')] },
  ],
  pagination: { currentPage: 1, totalPages: 1, total: 2, hasPrev: false, hasNext: false },
};

export function installBackend(overrides: Record<string, Answer> = {}): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(url).split('?')[0];
    sent.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const defaults: Record<string, Answer> = {
      'GET /api/cloudflare/accounts': { status: 200, body: ACCOUNTS },
      'GET /api/results': {
        status: 200,
        body: { data: [], pagination: { currentPage: 1, totalPages: 0, total: 0, hasPrev: false, hasNext: false } },
      },
      'GET /api/logs': { status: 200, body: { logs: [] } },
      'GET /api/operation-domains': {
        status: 200,
        body: { domains: [], pagination: { page: 1, totalPages: 0, total: 0, hasPrev: false, hasNext: false } },
      },
    };
    const a = overrides[`${method} ${path}`] ??
      defaults[`${method} ${path}`] ?? { status: 404, body: { error: { code: 'not_found', message: 'no route' } } };
    const text = JSON.stringify(a.body);
    return {
      ok: a.status < 400,
      status: a.status,
      statusText: String(a.status),
      headers: { get: () => 'application/json' },
      text: async () => text,
    };
  }) as unknown as typeof fetch;
  return sent;
}

export const posted = (sent: Sent[], url: string) => sent.filter((s) => s.method === 'POST' && s.url === url).map((s) => s.body);
