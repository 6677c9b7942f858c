import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getInvitation } from '../api/signup-api';
import { serverMessage } from '../api/server-message';
import { useSignInStore } from '../stores/sign-in-store';

/**
 * `/auth?invite=<token>` (issue 25): opens Sign Up with the invited e-mail filled in, and the token
 * goes with the registration. A dead link says so under the Sign Up tab.
 */
export function useInvitation(token: string | null): { error: string | null } {
  const query = useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: ({ signal }) => getInvitation(token!, signal),
    enabled: Boolean(token),
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!token || !query.data) return;
    const store = useSignInStore.getState();
    store.setInvite({ token, email: query.data.email, role: query.data.role });
    store.update('register', { email: query.data.email });
    store.setMode('register');
  }, [token, query.data]);

  useEffect(() => {
    if (token && query.isError) useSignInStore.getState().setMode('register');
  }, [token, query.isError]);

  return { error: query.isError ? serverMessage(query.error, 'This invitation is invalid or has expired.') : null };
}
