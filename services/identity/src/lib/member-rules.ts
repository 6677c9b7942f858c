// Who may change whom (issue 25), without Fastify or a database: the role table in contracts already
// let the caller in as an admin with a fresh step-up; these are the hierarchy rules on top. An admin
// manages members below admin and gives roles up to their own; only an owner changes admins and owners;
// the last active owner is never demoted, disabled or removed.
import { needsRoleMessage, roleAtLeast, roleRank, type MemberStatus, type Role } from '@dop/contracts/access';

export interface Actor {
  id: string;
  role: Role;
}

export interface Target {
  id: string;
  role: Role;
  status: MemberStatus;
}

export interface MemberChange {
  role?: Role;
  status?: 'active' | 'disabled';
}

export type RuleVerdict =
  { ok: true } | { ok: false; status: 403 | 409; code: 'forbidden' | 'last_owner' | 'conflict'; message: string; field?: string };

const LAST_OWNER = 'The last active owner cannot be demoted, disabled or removed.';

function refuse(status: 403 | 409, code: 'forbidden' | 'last_owner' | 'conflict', message: string, field?: string): RuleVerdict {
  return { ok: false, status, code, message, ...(field ? { field } : {}) };
}

/** Whether the actor may act on a member who has this role at all. */
export function mayManage(actor: Actor, targetRole: Role): RuleVerdict {
  if (actor.role === 'owner') return { ok: true };
  if (roleRank(targetRole) >= roleRank('admin')) return refuse(403, 'forbidden', needsRoleMessage('owner'));
  return roleAtLeast(actor.role, 'admin') ? { ok: true } : refuse(403, 'forbidden', needsRoleMessage('admin'));
}

/** Whether the actor may hand out this role (an invitation, a promotion): up to their own. */
export function mayGrant(actor: Actor, role: Role): RuleVerdict {
  if (!roleAtLeast(actor.role, 'admin')) return refuse(403, 'forbidden', needsRoleMessage('admin'));
  return roleAtLeast(actor.role, role) ? { ok: true } : refuse(403, 'forbidden', needsRoleMessage(role), 'role');
}

/** Whether the target is an active owner whom this change would leave the team without. */
function losesOwner(target: Target, change: MemberChange): boolean {
  if (target.role !== 'owner' || target.status !== 'active') return false;
  return (change.role !== undefined && change.role !== 'owner') || change.status === 'disabled';
}

export function judgeMemberChange(actor: Actor, target: Target, change: MemberChange, activeOwners: number): RuleVerdict {
  const manage = mayManage(actor, target.role);
  if (!manage.ok) return manage;
  if (change.role !== undefined && change.role !== target.role) {
    const grant = mayGrant(actor, change.role);
    if (!grant.ok) return grant;
  }
  if (losesOwner(target, change) && activeOwners <= 1) return refuse(409, 'last_owner', LAST_OWNER);
  return { ok: true };
}

/** Removal is for pending accounts only; everyone else is disabled instead, so attribution stays. */
export function judgeMemberRemoval(actor: Actor, target: Target, activeOwners: number): RuleVerdict {
  const manage = mayManage(actor, target.role);
  if (!manage.ok) return manage;
  if (target.role === 'owner' && target.status === 'active' && activeOwners <= 1) return refuse(409, 'last_owner', LAST_OWNER);
  if (target.status !== 'pending') {
    return refuse(409, 'conflict', 'Only pending accounts can be removed; disable this member instead, so their history stays attributed.');
  }
  return { ok: true };
}
