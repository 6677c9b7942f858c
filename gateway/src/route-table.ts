// The one route table of the gateway: which service owns each /api path prefix (design.md §2–§3).
// Every /api path the two specs call (§7 of each) is covered; the longest matching prefix wins, so
// `/api/accounts/diorhost` (hosting) beats a shorter `/api/accounts` if one is ever added.

export const SERVICE_NAMES = [
  'identity',
  'domains',
  'registrars',
  'billing',
  'cloudflare',
  'env',
  'dns-providers',
  'hosting',
  'ssh',
  'operations',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const REGISTRARS = ['namecheap', 'namesilo', 'dynadot', 'spaceship', 'gandi', 'porkbun'] as const;

/** Prefix → owning service. A prefix matches itself and anything below it (`/x` matches `/x/y`, not `/xy`). */
export const ROUTES: ReadonlyArray<readonly [prefix: string, service: ServiceName]> = [
  ['/api/auth', 'identity'],
  ['/api/users', 'identity'],
  ['/api/settings', 'identity'],
  ['/api/accounts/telegram', 'identity'],
  ['/api/team', 'identity'],
  ['/api/audit', 'identity'],
  ['/api/domains', 'domains'],
  ['/api/changes', 'domains'],
  ['/api/inventory', 'domains'],
  ...REGISTRARS.map((r) => [`/api/accounts/${r}`, 'registrars'] as const),
  ['/api/billing', 'billing'],
  ['/api/cloudflare', 'cloudflare'],
  ['/api/update-env', 'env'],
  ['/api/env-proxy', 'env'],
  ['/api/env-check', 'env'],
  ['/api/accounts/hurricane-electric', 'dns-providers'],
  ['/api/hurricane-electric', 'dns-providers'],
  ['/api/accounts/powerdns', 'dns-providers'],
  ['/api/powerdns', 'dns-providers'],
  ['/api/proxy-monitoring', 'dns-providers'],
  ['/api/accounts/diorhost', 'hosting'],
  ['/api/hosting', 'hosting'],
  ['/api/ssh', 'ssh'],
  ['/ssh-ws', 'ssh'],
  ['/api/logs', 'operations'],
  ['/api/results', 'operations'],
  ['/api/operation-domains', 'operations'],
];

/**
 * Paths answered without a user (design.md §3, the `public` rules of contracts' role table); a session,
 * when present, is still resolved and passed on. Each matches itself and anything below it.
 */
const PUBLIC_PREFIXES = ['login', 'register', 'verify-email', 'forgot-password', 'reset-password', 'me', 'logout', 'signup-mode'].map(
  (p) => `/api/auth/${p}`,
);
/** Public only below it: `/api/auth/invitations/<token>` (an invitation looked up by its link). */
const PUBLIC_PARENTS = ['/api/auth/invitations/'];

export interface RouteMatch {
  prefix: string;
  service: ServiceName;
}

// Every prefix by itself: a path is looked up by its own leading segments, longest first, so a call
// costs a few Map lookups however long the table grows (a scan of every prefix was ~1 % of the
// gateway's CPU under load).
const BY_PREFIX = new Map<string, RouteMatch>(ROUTES.map(([prefix, service]) => [prefix, { prefix, service }]));
const MAX_SEGMENTS = Math.max(...ROUTES.map(([p]) => p.split('/').length - 1));

/** `path` is the URL path without the query string. */
export function matchRoute(path: string): RouteMatch | null {
  // Where each of the first MAX_SEGMENTS segments ends ("/api/domains/x": 4, 12, 14).
  const ends: number[] = [];
  let at = 0;
  while (ends.length < MAX_SEGMENTS) {
    const slash = path.indexOf('/', at + 1);
    ends.push(slash === -1 ? path.length : slash);
    if (slash === -1) break;
    at = slash;
  }
  for (let i = ends.length - 1; i >= 0; i--) {
    const hit = BY_PREFIX.get(ends[i] === path.length ? path : path.slice(0, ends[i]));
    if (hit !== undefined) return hit;
  }
  return null;
}

function underPrefix(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false;
  const next = path.charCodeAt(prefix.length);
  return Number.isNaN(next) || next === 47; /* / */
}

export function isPublicApiPath(path: string): boolean {
  if (!path.startsWith('/api/auth/')) return false;
  for (const p of PUBLIC_PREFIXES) if (underPrefix(path, p)) return true;
  for (const p of PUBLIC_PARENTS) if (path.length > p.length && path.startsWith(p)) return true;
  return false;
}

/** The table as printed at start: one line per prefix with its service and where it goes. */
export function formatRouteTable(urls: Partial<Record<ServiceName, string>>): string {
  const width = Math.max(...ROUTES.map(([p]) => p.length));
  const lines = ROUTES.map(([prefix, service]) => {
    const target = urls[service] ?? 'not deployed (503)';
    return `  ${prefix.padEnd(width)}  ${service.padEnd(13)}  ${target}`;
  });
  return [`  ${'prefix'.padEnd(width)}  ${'service'.padEnd(13)}  target`, ...lines].join('\n');
}
