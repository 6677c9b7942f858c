import type { ComponentType } from 'react';
import type { ResolvedTheme, ThemeMode, ToastInput } from '@dop/ui';
import type { MemberStatus, Role } from '@dop/contracts/access';

export interface ShellUser {
  id: string;
  username: string;
  displayName?: string | null;
  email?: string;
  /** Issue 25: the member's team role and status, as /api/auth/me says. */
  role?: Role;
  status?: MemberStatus;
}

export type TimeZoneChoice = 'UTC' | 'local';

/**
 * What the shell hands each remote. Remotes reach shell-owned state only through this object,
 * never by importing shell internals (design.md §2).
 */
export interface ShellApi {
  /** null while signed out. */
  user: ShellUser | null;
  toasts: {
    show: (toast: ToastInput) => number;
    dismiss: (id: number) => void;
  };
  theme: {
    mode: ThemeMode;
    resolved: ResolvedTheme;
    setMode: (mode: ThemeMode) => void;
  };
  navigate: (path: string) => void;
  /** Spec 2 §2.6: times are shown in UTC or the browser's zone. */
  timezone: TimeZoneChoice;
  /** Spec 2 §1: the For Me / For All switch (true = For All). */
  showAllOperations: boolean;
  /** Issue 25: the signed-in member's role; null when no member is known (signed out, standalone). */
  role: Role | null;
  /** Whether the member's role is at least `least` (true when no member is known: the server decides). */
  can: (least: Role) => boolean;
}

export interface RemoteAppProps {
  shell: ShellApi;
  /** The route the tab is mounted under ('/', '/hosting', …); remotes nest their own routes below it. */
  basePath: string;
}

/** The default export of every remote's `./App`. */
export type RemoteApp = ComponentType<RemoteAppProps>;

/** Spec 1 §2: the greeting shows the display name, or else the username. */
export function greetingName(user: ShellUser): string {
  return user.displayName?.trim() || user.username;
}
