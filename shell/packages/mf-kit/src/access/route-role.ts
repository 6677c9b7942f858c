// Which role a button needs: the least role of the route it calls, read from the one role table in
// contracts (issue 25), so the UI disables exactly what the server would refuse.
import { ROUTE_RULES, roleAtLeast, type Role } from '@dop/contracts/access';

/** `METHOD /path` exactly as the role table keys it, e.g. 'POST /api/domains/bulk'. */
export type RouteKey = string;

/** The least role a route needs, or null when any signed-in member may call it (self-service, public). */
export function routeRole(route: RouteKey): Role | null {
  const rule = ROUTE_RULES[route];
  // A route the table does not list is admin-only on the server (fail closed); the UI follows.
  if (!rule) return 'admin';
  return rule.kind === 'role' ? rule.role : null;
}

/**
 * Whether a member of `role` may use something needing `least`. A null role means the host knows no
 * member (a remote mounted standalone, a unit test without a user): nothing is disabled then, and the
 * server still decides.
 */
export function roleAllows(role: Role | null, least: Role | null): boolean {
  if (least === null || role === null) return true;
  return roleAtLeast(role, least);
}
