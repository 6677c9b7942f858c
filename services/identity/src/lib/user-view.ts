// What leaves the service about a user: the full self view only to that user, the summary to others,
// the member view to admins (issue 25), and what the gateway signs into the identity headers.
import { lowerRole, SCOPE_ROLE, type MemberStatus, type Role, type TokenScope } from '@dop/contracts/access';
import type { SelfUser } from '@dop/contracts/auth';
import type { ResolvedUser } from '@dop/contracts/identity';
import type { TeamMember } from '@dop/contracts/team';
import type { UserSummary } from '@dop/contracts/users';
import type { UserDoc } from '../models';

/** A user the migration has not reached yet counts as the least: a pending viewer. */
export function roleOf(u: Pick<UserDoc, 'role'>): Role {
  return u.role ?? 'viewer';
}
export function statusOf(u: Pick<UserDoc, 'status'>): MemberStatus {
  return u.status ?? 'pending';
}

/** steppedUpUntil: the caller's session mark, when it is still in the future. */
export function selfView(u: UserDoc, steppedUpUntil: Date | null = null, now = Date.now()): SelfUser {
  return {
    id: u.id as string,
    username: u.username,
    email: u.email,
    displayName: u.displayName ?? null,
    emailVerified: u.emailVerified,
    twoFactorEnabled: u.twoFactorEnabled,
    createdAt: u.createdAt.toISOString(),
    role: roleOf(u),
    status: statusOf(u),
    steppedUpUntil: steppedUpUntil && steppedUpUntil.getTime() > now ? steppedUpUntil.toISOString() : null,
  };
}

export function summaryView(u: Pick<UserDoc, 'id' | 'username' | 'displayName'>): UserSummary {
  return { id: u.id as string, username: u.username, displayName: u.displayName ?? null };
}

export function memberView(u: UserDoc): TeamMember {
  return {
    id: u.id as string,
    username: u.username,
    email: u.email,
    role: roleOf(u),
    status: statusOf(u),
    createdAt: u.createdAt.toISOString(),
    lastSeenAt: u.lastSeenAt ? u.lastSeenAt.toISOString() : null,
  };
}

/** For the gateway: a token acts with the lower of its creator's role and its scope, and is never stepped up. */
export function resolvedView(u: UserDoc, via: { stepUpUntil: number } | { scope: TokenScope }): ResolvedUser {
  const role = 'scope' in via ? lowerRole(roleOf(u), SCOPE_ROLE[via.scope]) : roleOf(u);
  const stepUpUntil = 'scope' in via ? 0 : via.stepUpUntil;
  return { ...summaryView(u), role, status: statusOf(u), stepUpUntil };
}
