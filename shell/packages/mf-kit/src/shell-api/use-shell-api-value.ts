import { useCallback, useMemo } from 'react';
import type { Role } from '@dop/contracts/access';
import { useAppliedTheme, useThemeStore, useToastStore } from '@dop/ui';
import type { ShellApi, ShellUser, TimeZoneChoice } from './shell-api';
import { useScopeStore } from './scope-store';
import { roleAllows } from '../access/route-role';

export interface ShellApiInputs {
  user: ShellUser | null;
  navigate: (path: string) => void;
  timezone?: TimeZoneChoice;
}

/**
 * Builds the ShellApi from the page's stores. The shell and a remote mounted standalone both use
 * it, so a remote behaves the same in either place. Also applies the theme to <html>.
 */
export function useShellApiValue({ user, navigate, timezone = 'local' }: ShellApiInputs): ShellApi {
  const resolved = useAppliedTheme();
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  const show = useToastStore((s) => s.show);
  const dismiss = useToastStore((s) => s.dismiss);
  const showAllOperations = useScopeStore((s) => s.showAllOperations);
  const role = user?.role ?? null;
  const can = useCallback((least: Role) => roleAllows(role, least), [role]);

  return useMemo(
    () => ({
      user,
      toasts: { show, dismiss },
      theme: { mode, resolved, setMode },
      navigate,
      timezone,
      showAllOperations,
      role,
      can,
    }),
    [user, show, dismiss, mode, resolved, setMode, navigate, timezone, showAllOperations, role, can],
  );
}
