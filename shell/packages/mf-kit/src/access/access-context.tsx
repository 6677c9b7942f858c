// The member's role inside a remote. The shell hands it over in the ShellApi; each remote's App wraps
// its tree in ShellAccessProvider so any control can ask without the ShellApi passed down to it.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MemberStatus, Role } from '@dop/contracts/access';
import type { ShellApi } from '../shell-api/shell-api';
import { roleAllows, routeRole, type RouteKey } from './route-role';
import { StepUpHost } from '../step-up/step-up-host';

export interface Access {
  /** null when no member is known (standalone, tests): then everything is allowed. */
  role: Role | null;
  status: MemberStatus | null;
  can: (least: Role) => boolean;
  /** The role a route needs that this member lacks, or null when the member may call it. */
  missingRoleFor: (route: RouteKey) => Role | null;
}

export function accessFor(role: Role | null, status: MemberStatus | null = null): Access {
  return {
    role,
    status,
    can: (least) => roleAllows(role, least),
    missingRoleFor: (route) => {
      const least = routeRole(route);
      return roleAllows(role, least) ? null : least;
    },
  };
}

const AccessContext = createContext<Access>(accessFor(null));

/**
 * Gives the tree below the shell's member role, and this bundle's step-up gate (every remote's App
 * renders it once around everything).
 */
export function ShellAccessProvider({ shell, children }: { shell: Pick<ShellApi, 'role' | 'user'>; children: ReactNode }) {
  const status = shell.user?.status ?? null;
  const value = useMemo(() => accessFor(shell.role, status), [shell.role, status]);
  return (
    <AccessContext.Provider value={value}>
      {children}
      <StepUpHost />
    </AccessContext.Provider>
  );
}

/** For tests and hosts that know a role but have no ShellApi. */
export function AccessProvider({ role, children }: { role: Role | null; children: ReactNode }) {
  const value = useMemo(() => accessFor(role), [role]);
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

export function useAccess(): Access {
  return useContext(AccessContext);
}
