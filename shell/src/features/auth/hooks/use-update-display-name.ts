import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDisplayName } from '../api/auth-api';
import { serverMessage } from '../api/server-message';
import { errorToast } from './auth-toasts';
import { SESSION_QUERY_KEY } from './use-session';

/** POST /api/auth/update-display-name; the answered user replaces the session's, so the greeting follows. */
export function useUpdateDisplayName(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => updateDisplayName(displayName.trim()),
    onSuccess: (reply) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, reply.user);
      onDone();
    },
    onError: (error) => errorToast('Error', serverMessage(error, 'Update failed')),
  });
}
