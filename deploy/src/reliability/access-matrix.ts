// The role table (contracts/access) against the routes the services really register: which routes a
// service guards, whether each has a rule and each rule a route, every caller the table can meet
// (role × status × step-up), and whether one answer is what the table says for that caller.
import {
  judgeAccess,
  MEMBER_STATUSES,
  ROLES,
  ROUTE_RULES,
  routeAccess,
  routeKey,
  type AccessVerdict,
  type Caller,
  type RouteAccess,
} from '@dop/contracts/access';
import { IDENTITY_EXEMPT_PATHS } from '@dop/service-kit';
import type { CatalogRoute, RouteCatalog } from './route-catalog';

/** The identity hook's own 401: no signed identity (a route's own 401 for bad credentials differs). */
export const HOOK_UNAUTHORIZED = 'Missing or invalid signed identity headers';
const ACCESS_CODES = new Set(['forbidden', 'pending_approval', 'step_up_required', 'account_disabled']);

/** Every route a service registered and its identity hook guards (all but health, readiness, metrics). */
export function guardedRoutes(catalog: RouteCatalog): CatalogRoute[] {
  const seen = new Set<string>();
  return catalog.routes.filter((r) => {
    const key = `${r.service} ${routeKey(r.method, r.url)}`;
    if (!r.service || IDENTITY_EXEMPT_PATHS.has(r.url) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Routes without a rule (they fall back to admin-only) and rules naming no registered route. */
export function tableGaps(routes: CatalogRoute[]): { unruled: string[]; stale: string[] } {
  const keys = new Set(routes.map((r) => routeKey(r.method, r.url)));
  return {
    unruled: routes.filter((r) => !(routeKey(r.method, r.url) in ROUTE_RULES)).map((r) => `${r.service} ${routeKey(r.method, r.url)}`),
    stale: Object.keys(ROUTE_RULES).filter((k) => !keys.has(k)),
  };
}

/** 4 roles × 3 statuses × stepped up or not: every caller a rule can be judged for. */
export const CALLERS: readonly Caller[] = ROLES.flatMap((role) =>
  MEMBER_STATUSES.flatMap((status) => [true, false].map((steppedUp) => ({ role, status, steppedUp }))),
);

export const callerLabel = (c: Caller | null): string => (c ? `${c.status} ${c.role}${c.steppedUp ? ' stepped-up' : ''}` : 'no session');

export interface SeenAnswer {
  statusCode: number;
  body: string;
}

function errorOf(body: string): { code?: string; message?: string } {
  try {
    return (JSON.parse(body) as { error?: { code?: string; message?: string } }).error ?? {};
  } catch {
    return {};
  }
}

/** What the table expects of `route` for `caller` (null: no session). */
export function expected(route: CatalogRoute, caller: Caller | null): { access: RouteAccess; verdict: AccessVerdict | 'no-session' } {
  const access = routeAccess(route.method, route.url);
  return { access, verdict: caller ? judgeAccess(access, caller) : 'no-session' };
}

/** Why `res` is not what the table says for this route and caller, or null when it is. */
export function answerProblem(access: RouteAccess, verdict: AccessVerdict | 'no-session', res: SeenAnswer): string | null {
  const err = errorOf(res.body);
  const got = `${res.statusCode} ${err.code ?? ''} ${err.message ?? res.body.slice(0, 80)}`.trim();
  if (verdict === 'no-session') {
    if (access.kind === 'public')
      return res.statusCode === 401 && err.message === HOOK_UNAUTHORIZED ? `public route refused by the hook: ${got}` : null;
    return res.statusCode === 401 && err.code === 'unauthorized' ? null : `expected 401 unauthorized, got ${got}`;
  }
  if (!verdict.allowed) {
    const ok = res.statusCode === 403 && err.code === verdict.code && err.message === verdict.message;
    return ok ? null : `expected 403 ${verdict.code} "${verdict.message}", got ${got}`;
  }
  // Public routes authenticate themselves (cookie, bearer token): their own 401 is theirs to give.
  if (access.kind === 'public') {
    const refusedByHook =
      (res.statusCode === 401 && err.message === HOOK_UNAUTHORIZED) || (res.statusCode === 403 && ACCESS_CODES.has(err.code ?? ''));
    return refusedByHook ? `allowed, got ${got}` : null;
  }
  return res.statusCode === 401 || res.statusCode === 403 ? `allowed, got ${got}` : null;
}
