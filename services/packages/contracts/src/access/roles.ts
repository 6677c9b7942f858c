// The team model (design.md §3): every member has one role and one status; roles are ordered, so a
// rule names the least role it needs and every higher role passes too.
import { z } from 'zod';

/** Lowest first: the order is what `roleAtLeast` compares. */
export const ROLES = ['viewer', 'operator', 'admin', 'owner'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const MEMBER_STATUSES = ['pending', 'active', 'disabled'] as const;
export const MemberStatus = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof MemberStatus>;

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

export function roleAtLeast(role: Role, least: Role): boolean {
  return roleRank(role) >= roleRank(least);
}

/** The lower of two roles: a token never acts above its creator, a creator's demotion caps the token. */
export function lowerRole(a: Role, b: Role): Role {
  return roleRank(a) <= roleRank(b) ? a : b;
}

/** API token scopes and the role each acts with (never above the creator's own role). */
export const TOKEN_SCOPES = ['read', 'operate', 'admin'] as const;
export const TokenScope = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof TokenScope>;
export const SCOPE_ROLE: Record<TokenScope, Role> = { read: 'viewer', operate: 'operator', admin: 'admin' };

/** The highest scope a role may give its tokens. */
export function maxScopeFor(role: Role): TokenScope {
  if (roleAtLeast(role, 'admin')) return 'admin';
  return role === 'operator' ? 'operate' : 'read';
}

/** How long a step-up (password, then the Telegram code when 2FA is on) counts: 15 minutes. */
export const STEP_UP_WINDOW_MS = 15 * 60 * 1000;

/** The refusal text of a role rule, shown as it is ("This needs the admin role.") and as a tooltip. */
export function needsRoleMessage(role: Role): string {
  return `This needs the ${role} role.`;
}

/** The tooltip on a control the member's role may not use. */
export function needsRoleTooltip(role: Role): string {
  return `Needs the ${role} role`;
}
