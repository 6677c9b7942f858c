// The route table covers every /api path of both specs and sends each to its owning service.
import fc from 'fast-check';
import { ROUTE_RULES } from '@dop/contracts/access';
import { formatRouteTable, isPublicApiPath, matchRoute, ROUTES } from '../src/route-table';

test.each([
  ['/api/auth/login', 'identity'],
  ['/api/auth/update-display-name', 'identity'],
  ['/api/users', 'identity'],
  ['/api/settings/2fa', 'identity'],
  ['/api/accounts/telegram/add-by-username', 'identity'],
  ['/api/team/members', 'identity'],
  ['/api/team/members/m1', 'identity'],
  ['/api/team/invitations', 'identity'],
  ['/api/team/settings', 'identity'],
  ['/api/audit', 'identity'],
  ['/api/auth/signup-mode', 'identity'],
  ['/api/auth/invitations/abc', 'identity'],
  ['/api/domains/abc/records', 'domains'],
  ['/api/domains/bulk', 'domains'],
  ['/api/accounts/namecheap', 'registrars'],
  ['/api/accounts/porkbun/7/balance', 'registrars'],
  ['/api/accounts/gandi/7/domain-count', 'registrars'],
  ['/api/billing/purchase', 'billing'],
  ['/api/billing/check-prices', 'billing'],
  ['/api/cloudflare/purge-cache', 'cloudflare'],
  ['/api/env-proxy', 'env'],
  ['/api/env-check', 'env'],
  ['/api/hurricane-electric/update-dns', 'dns-providers'],
  ['/api/accounts/hurricane-electric/3', 'dns-providers'],
  ['/api/accounts/powerdns', 'dns-providers'],
  ['/api/powerdns/update', 'dns-providers'],
  ['/api/proxy-monitoring', 'dns-providers'],
  ['/api/accounts/diorhost/1/sync', 'hosting'],
  ['/api/ssh/job-logs/j1', 'ssh'],
  ['/ssh-ws', 'ssh'],
  ['/api/logs/clear-env-check', 'operations'],
  ['/api/results/clear-cloudflare', 'operations'],
  ['/api/operation-domains', 'operations'],
])('%s → %s', (path, service) => {
  expect(matchRoute(path)?.service).toBe(service);
});

test('a prefix matches whole segments only', () => {
  expect(matchRoute('/api/domainsx')).toBeNull();
  expect(matchRoute('/api/accounts/unknown')).toBeNull();
  expect(matchRoute('/api')).toBeNull();
  expect(matchRoute('/api//domains')).toBeNull();
  expect(matchRoute('/api/domains/')?.service).toBe('domains');
});

test('any path gets the longest prefix that covers whole segments of it (against a plain scan)', () => {
  const scan = (path: string) =>
    ROUTES.filter(([p]) => path === p || path.startsWith(`${p}/`)).sort((a, b) => b[0].length - a[0].length)[0]?.[0] ?? null;
  const pieces = ['api', 'accounts', 'telegram', 'domains', 'ssh-ws', 'ssh', 'x', '', 'hurricane-electric', 'auth', 'me'];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 6 }), (segments) => {
      const path = `/${segments.join('/')}`;
      expect(matchRoute(path)?.prefix ?? null).toBe(scan(path));
    }),
    { numRuns: 2000 },
  );
});

test('the longest prefix wins', () => {
  expect(matchRoute('/api/accounts/telegram')?.prefix).toBe('/api/accounts/telegram');
  expect(matchRoute('/api/hurricane-electric/check-all-limits')?.prefix).toBe('/api/hurricane-electric');
});

test('only the sign-in flows are public', () => {
  for (const p of [
    '/api/auth/login',
    '/api/auth/me',
    '/api/auth/logout',
    '/api/auth/reset-password',
    '/api/auth/signup-mode',
    '/api/auth/invitations/0123abcd',
  ])
    expect(isPublicApiPath(p)).toBe(true);
  for (const p of [
    '/api/auth/update-display-name',
    '/api/auth/meow',
    '/api/users',
    '/api/domains',
    '/api/auth/invitations',
    '/api/auth/invitations/',
    '/api/auth/invitationsx/1',
    '/api/auth/signup-modes',
    '/api/auth/step-up',
    '/api/auth/tokens',
    '/api/team/invitations/abc',
    '/api/audit',
  ])
    expect(isPublicApiPath(p)).toBe(false);
});

test("every public rule of contracts' role table is public at the gateway, and routed", () => {
  const publicPaths = Object.entries(ROUTE_RULES)
    .filter(([, access]) => access.kind === 'public')
    .map(([key]) => key.split(' ')[1].replace(/:[^/]+/g, 'x1'));
  expect(publicPaths).toContain('/api/auth/invitations/x1');
  for (const p of publicPaths) {
    expect([p, isPublicApiPath(p)]).toEqual([p, true]);
    expect(matchRoute(p)?.service).toBe('identity');
  }
});

test('every other rule of the role table needs a user at the gateway, and every /api rule is routed', () => {
  for (const [key, access] of Object.entries(ROUTE_RULES)) {
    const p = key
      .split(' ')[1]
      .replace(/:[^/]+/g, 'x1')
      .replace('/api/accounts/x1', '/api/accounts/porkbun');
    expect([key, matchRoute(p) !== null]).toEqual([key, true]);
    if (access.kind !== 'public') expect([key, isPublicApiPath(p)]).toEqual([key, false]);
  }
});

test('the printed table has one line per prefix with its target or "not deployed"', () => {
  const table = formatRouteTable({ domains: 'http://127.0.0.1:4102' }).split('\n');
  expect(table).toHaveLength(ROUTES.length + 1);
  expect(table.find((l) => l.includes('/api/domains'))).toMatch(/domains\s+http:\/\/127\.0\.0\.1:4102$/);
  expect(table.find((l) => l.includes('/api/billing'))).toMatch(/billing\s+not deployed \(503\)$/);
});
