import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logout } from '../api/auth-api';
import { SESSION_QUERY_KEY } from './use-session';

/** Where the page goes after logout; a function so tests can watch it (jsdom cannot navigate). */
export const goToLogin = { assign: (path: string) => window.location.assign(path) };

/**
 * Spec 1 §4: logout clears the user and reloads the page, even when the call fails; spec 1 §2: it
 * leads to /login. A full load (not a router push) drops every cached answer of the old session.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Deliberately ignored: the user asked to leave, and the server ends a dead session on its own.
    }
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    goToLogin.assign('/login');
  }, [queryClient]);
}
