// A control the member's role may not use is disabled with a tooltip "Needs the <role> role", never
// hidden (issue 25). A disabled button gets no pointer or focus events, so a focusable wrapper carries
// the tooltip: hover or Tab onto it shows why.
import { forwardRef, type ReactElement } from 'react';
import { Button, Tooltip, type ButtonProps } from '@dop/ui';
import { needsRoleTooltip, type Role } from '@dop/contracts/access';
import { useAccess } from './access-context';
import type { RouteKey } from './route-role';

export interface RoleRequirement {
  /** The route the control calls ('POST /api/domains/bulk'): it needs that route's least role. */
  route?: RouteKey;
  /** Or a role named directly. */
  role?: Role;
}

/** The role this member lacks for a requirement, or null when they may act. */
export function useMissingRole({ route, role }: RoleRequirement): Role | null {
  const access = useAccess();
  if (role && !access.can(role)) return role;
  return route ? access.missingRoleFor(route) : null;
}

/** Wraps a disabled control in a focusable span carrying the "Needs the <role> role" tooltip. */
export function NeedsRole({ role, children }: { role: Role; children: ReactElement }) {
  const text = needsRoleTooltip(role);
  return (
    <Tooltip content={text}>
      <span tabIndex={0} className="inline-flex cursor-not-allowed rounded-md" data-needs-role={role}>
        {children}
      </span>
    </Tooltip>
  );
}

export type RoleButtonProps = ButtonProps & RoleRequirement;

/** A Button that is disabled, with the tooltip, when the member's role is below what it needs. */
export const RoleButton = forwardRef<HTMLButtonElement, RoleButtonProps>(function RoleButton(
  { route, role, disabled, title, ...props },
  ref,
) {
  const missing = useMissingRole({ route, role });
  if (!missing) return <Button ref={ref} disabled={disabled} title={title} {...props} />;
  return (
    <NeedsRole role={missing}>
      <Button ref={ref} disabled title={needsRoleTooltip(missing)} {...props} />
    </NeedsRole>
  );
});
