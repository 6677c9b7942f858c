import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SelfUser } from '../api/auth-api';
import { useSignInStore } from '../stores/sign-in-store';
import { SESSION_QUERY_KEY } from './use-session';

/**
 * What every successful sign-in does: the session query gets the user (the shell re-renders as
 * signed in; /login and /auth then send the browser to /) and the sign-in forms forget the password.
 */
export function useSignedIn(): (user: SelfUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      useSignInStore.getState().reset();
    },
    [queryClient],
  );
}
