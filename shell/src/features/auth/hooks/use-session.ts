import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SESSION_CHECK_DISPLAY_TIMEOUT_MS } from '@dop/mf-kit';
import { fetchMe, type SelfUser } from '../api/auth-api';

export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

/** While a member waits for approval the session is re-read, so the tabs open once an admin approves. */
export const PENDING_RECHECK_MS = 15_000;

export interface Session {
  user: SelfUser | null;
  /** True only while the first check runs and has not yet taken longer than spec 1 §9's 500 ms. */
  checking: boolean;
}

/** Spec 1 §4: on load the current user is fetched; no user (or a failed check) means signed out. */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => fetchMe(queryClient.getQueryData<SelfUser | null>(SESSION_QUERY_KEY) ?? null),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_RECHECK_MS : false),
  });
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);

  useEffect(() => {
    // A slow identity service must not hold the page behind a spinner: after 500 ms the signed-out
    // screen shows, and the answer still switches to the signed-in one when it comes.
    const timer = setTimeout(() => setGaveUpWaiting(true), SESSION_CHECK_DISPLAY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  return { user: query.data ?? null, checking: query.isPending && !gaveUpWaiting };
}
