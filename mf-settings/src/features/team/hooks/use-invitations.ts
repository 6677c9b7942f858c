import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import type { CreateInvitationBody } from '@dop/contracts/team';
import { createInvitation, getInvitations, revokeInvitation, TEAM_KEYS } from '../api/team-api';
import { useInviteLinks } from '../stores/invite-links-store';

type Toasts = ShellApi['toasts'];

export function useInvitations() {
  return useQuery({ queryKey: TEAM_KEYS.invitations, queryFn: ({ signal }) => getInvitations(signal) });
}

export function useCreateInvitation(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => createInvitation(body),
    onSuccess: (reply) => {
      useInviteLinks.getState().remember(reply.id, reply.url);
      toasts.show({ title: 'Invitation created' });
    },
    onError: (error) => toasts.show({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEYS.invitations }),
  });
}

export function useRevokeInvitation(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeInvitation(id),
    onSuccess: () => toasts.show({ title: 'Invitation revoked' }),
    onError: (error) => toasts.show({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEYS.invitations }),
  });
}
