import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet, SESSION_CHECK_DISPLAY_TIMEOUT_MS, type ShellUser } from '@dop/mf-kit';

export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

/**
 * GET /api/auth/me. 401 means signed out; so does 503 (identity not running yet): the shell still
 * renders, in its signed-out state. Anything else is a real failure and stays one.
 */
export async function fetchSession(): Promise<ShellUser | null> {
  try {
    const body = await apiGet<{ user?: ShellUser | null } | ShellUser>('/api/auth/me', { on401: 'returnNull' });
    if (!body) return null;
    return 'user' in body ? (body.user ?? null) : (body as ShellUser);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('503:')) return null;
    throw error;
  }
}

export interface Session {
  user: ShellUser | null;
  /** True only while the first check runs and has not yet taken longer than spec 1 §9's 500 ms. */
  checking: boolean;
  error: Error | null;
}

export function useSession(): Session {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);

  useEffect(() => {
    // A slow identity service must not hold the whole panel behind a spinner.
    const timer = setTimeout(() => setGaveUpWaiting(true), SESSION_CHECK_DISPLAY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  return {
    user: query.data ?? null,
    checking: query.isPending && !gaveUpWaiting,
    error: query.error,
  };
}
