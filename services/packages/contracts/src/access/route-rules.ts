// The role table (issue 25): every /api route of every service → who may call it. Services enforce it
// in service-kit's identity hook from this one table, never the UI alone; the generated authorization
// test calls every discovered route as every role and status and checks the answer against it.
// Keys are `METHOD path` with Fastify's `:param` syntax, exactly as the route registers.
import { roleAtLeast, type MemberStatus, type Role } from './roles';

export type RouteAccess =
  /** No member needed: sign-in flows (the route also says `config: { public: true }`). */
  | { kind: 'public' }
  /** Any signed-in member, pending ones included: own session and self-service. */
  | { kind: 'self'; stepUp?: boolean }
  /** Active members of at least `role` (reads are `viewer`, including the read-only POSTs). */
  | { kind: 'role'; role: Role; stepUp?: boolean };

const PUBLIC: RouteAccess = { kind: 'public' };
const SELF: RouteAccess = { kind: 'self' };
const READ: RouteAccess = { kind: 'role', role: 'viewer' };
const OPERATE: RouteAccess = { kind: 'role', role: 'operator' };
const ADMIN: RouteAccess = { kind: 'role', role: 'admin' };
const ADMIN_STEP_UP: RouteAccess = { kind: 'role', role: 'admin', stepUp: true };

/** Provider accounts an admin manages: list/read for all, write for admins, delete and reveal stepped up. */
function providerAccounts(base: string, idPath = `${base}/:id`): Record<string, RouteAccess> {
  return {
    [`GET ${base}`]: READ,
    [`POST ${base}`]: ADMIN,
    [`PUT ${idPath}`]: ADMIN,
    [`DELETE ${idPath}`]: ADMIN_STEP_UP,
    [`POST ${idPath}/reveal`]: ADMIN_STEP_UP,
  };
}

export const ROUTE_RULES: Readonly<Record<string, RouteAccess>> = {
  // identity: sign-in flows
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/verify-email': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'GET /api/auth/me': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'GET /api/auth/signup-mode': PUBLIC,
  'GET /api/auth/invitations/:token': PUBLIC,
  // identity: self-service
  'POST /api/auth/update-display-name': SELF,
  'POST /api/auth/step-up': SELF,
  'GET /api/auth/tokens': SELF,
  'POST /api/auth/tokens': { kind: 'self', stepUp: true },
  'DELETE /api/auth/tokens/:id': SELF,
  'GET /api/settings': SELF,
  'POST /api/settings': SELF,
  'POST /api/settings/ip': SELF,
  'POST /api/settings/timezone': SELF,
  // Turning 2FA off needs a fresh step-up; the route checks that itself, since turning it on does not.
  'PUT /api/settings/2fa': SELF,
  'POST /api/settings/test-telegram': SELF,
  'GET /api/accounts/telegram': SELF,
  'POST /api/accounts/telegram': SELF,
  'POST /api/accounts/telegram/add-by-username': SELF,
  'DELETE /api/accounts/telegram/:id': SELF,
  // identity: the team
  'GET /api/users': READ,
  'GET /api/team/members': ADMIN,
  'PATCH /api/team/members/:id': ADMIN_STEP_UP,
  'DELETE /api/team/members/:id': ADMIN,
  'GET /api/team/invitations': ADMIN,
  'POST /api/team/invitations': ADMIN,
  'DELETE /api/team/invitations/:id': ADMIN,
  'GET /api/team/settings': ADMIN,
  'PUT /api/team/settings': ADMIN,
  'GET /api/audit': ADMIN,
  // registrars
  ...providerAccounts('/api/accounts/:registrar', '/api/accounts/:registrar/:id'),
  // Only registrar accounts are read one by one (previews, like the list).
  'GET /api/accounts/:registrar/:id': READ,
  'GET /api/accounts/:registrar/:id/balance': READ,
  'GET /api/accounts/:registrar/:id/domain-count': READ,
  // billing
  'POST /api/billing/check-prices': READ,
  'POST /api/billing/purchase': ADMIN_STEP_UP,
  'GET /api/billing/purchase/:jobId': READ,
  'GET /api/billing/results': READ,
  // cloudflare (the Add and Move dialogs store the credentials typed into them: operators may)
  'GET /api/cloudflare/accounts': READ,
  'GET /api/cloudflare/stored-accounts': READ,
  'GET /api/cloudflare/current': READ,
  'POST /api/cloudflare/domains': OPERATE,
  'POST /api/cloudflare/domains/delete': OPERATE,
  'POST /api/cloudflare/purge-cache': OPERATE,
  'POST /api/cloudflare/update-records': OPERATE,
  // domains
  'GET /api/domains': READ,
  'POST /api/domains/update-tags': OPERATE,
  'POST /api/domains/bulk-delete': OPERATE,
  'POST /api/domains/bulk': OPERATE,
  'GET /api/domains/bulk/jobs': READ,
  'GET /api/domains/bulk/jobs/:jobId': READ,
  'PATCH /api/domains/:id': OPERATE,
  'DELETE /api/domains/:id': OPERATE,
  'POST /api/domains/:id/switch-nameservers': OPERATE,
  'POST /api/domains/:id/detect-registrar': OPERATE,
  'GET /api/domains/:id/records': READ,
  'GET /api/domains/:id/records/current': READ,
  'GET /api/domains/:id/nameservers/current': READ,
  'GET /api/domains/:id/records/zone': READ,
  'GET /api/domains/export.csv': READ,
  'POST /api/domains/:id/records': OPERATE,
  // domains: change sets (issue 30): the log is for everyone; a revert changes DNS like the change did.
  'GET /api/changes': READ,
  'GET /api/changes/:id': READ,
  'POST /api/changes/:id/revert': OPERATE,
  'POST /api/changes/plan': OPERATE,
  'POST /api/changes/import/bind': OPERATE,
  'POST /api/changes/import/csv': OPERATE,
  'POST /api/changes/:id/apply': OPERATE,
  // domains: inventory (issue 29): import and checks change what the panel holds; health is for everyone.
  'POST /api/inventory/import/:registrar/:accountId': OPERATE,
  'POST /api/inventory/check': OPERATE,
  'POST /api/inventory/fix/:domainId': OPERATE,
  'GET /api/inventory/jobs': READ,
  'GET /api/inventory/jobs/:jobId': READ,
  'GET /api/inventory/health': READ,
  // A second pair of eyes: admins and owners, never the change's author (the route checks that).
  'POST /api/changes/:id/approve': ADMIN,
  'POST /api/changes/:id/reject': ADMIN,
  // env
  'POST /api/env-proxy': OPERATE,
  'POST /api/env-check': READ,
  // dns-providers
  ...providerAccounts('/api/accounts/hurricane-electric'),
  'GET /api/accounts/hurricane-electric/:id/domain-count': READ,
  'POST /api/hurricane-electric/update-dns': OPERATE,
  'POST /api/hurricane-electric/check-all-limits': READ,
  ...providerAccounts('/api/accounts/powerdns'),
  'POST /api/powerdns/update': OPERATE,
  'GET /api/proxy-monitoring': READ,
  // hosting
  ...providerAccounts('/api/accounts/diorhost'),
  'POST /api/accounts/diorhost/:id/sync': READ,
  'GET /api/accounts/diorhost/:id/servers': READ,
  'GET /api/accounts/diorhost/:id/tickets': READ,
  'POST /api/hosting/sync-all-balances': READ,
  'POST /api/hosting/check-servers-tickets': READ,
  // ssh
  'POST /api/ssh/background-install': OPERATE,
  'GET /api/ssh/active-jobs': READ,
  'GET /api/ssh/job-logs/:jobId': READ,
  'GET /ssh-ws': READ,
  // operations
  'GET /api/logs': READ,
  'GET /api/results': READ,
  'GET /api/operation-domains': READ,
  'POST /api/logs/clear-cloudflare': OPERATE,
  'POST /api/logs/clear-domain-records': OPERATE,
  'POST /api/logs/clear-env-check': OPERATE,
  'POST /api/results/clear-cloudflare': OPERATE,
  'POST /api/results/clear-domain-records': OPERATE,
};

/** Routes missing from the table are admin-only (fail closed); the authorization test flags them. */
export const UNLISTED_ROUTE: RouteAccess = ADMIN;

/** `/api/x/` and `/api/x` are one route (a plugin's '/' under a prefix registers the former). */
export function routeKey(method: string, url: string): string {
  const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  return `${method.toUpperCase()} ${path}`;
}

export function routeAccess(method: string, url: string): RouteAccess {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method;
  return ROUTE_RULES[routeKey(m, url)] ?? UNLISTED_ROUTE;
}

/** What a caller presents to the rule: their role and status, and whether their step-up is fresh. */
export interface Caller {
  role: Role;
  status: MemberStatus;
  steppedUp: boolean;
}

export type AccessVerdict =
  { allowed: true } | { allowed: false; code: 'forbidden' | 'pending_approval' | 'step_up_required' | 'account_disabled'; message: string };

export function judgeAccess(access: RouteAccess, caller: Caller): AccessVerdict {
  if (access.kind === 'public') return { allowed: true };
  if (caller.status === 'disabled') {
    return { allowed: false, code: 'account_disabled', message: 'This account is disabled. Ask an administrator.' };
  }
  if (access.kind === 'role') {
    if (caller.status !== 'active') {
      return { allowed: false, code: 'pending_approval', message: 'Your account is waiting for approval by an administrator.' };
    }
    if (!roleAtLeast(caller.role, access.role)) {
      return { allowed: false, code: 'forbidden', message: `This needs the ${access.role} role.` };
    }
  }
  if (access.stepUp && !caller.steppedUp) {
    return { allowed: false, code: 'step_up_required', message: 'Confirm your password to continue.' };
  }
  return { allowed: true };
}
