// Issue 25: an admin manages members and invitations below owner; an owner also admins and owners.
import { ROLES, roleAtLeast, type Role } from '@dop/contracts/access';

/** The roles `actor` may give: up to their own, owner only by an owner. */
export function assignableRoles(actor: Role | null): Role[] {
  if (!actor) return [...ROLES];
  return ROLES.filter((r) => roleAtLeast(actor, r));
}

/** Whether `actor` may change a member who holds `target` (admins cannot touch owners). */
export function mayManage(actor: Role | null, target: Role): boolean {
  if (!actor) return true;
  return roleAtLeast(actor, target);
}
