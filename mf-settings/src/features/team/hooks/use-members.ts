import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import type { UpdateMemberBody } from '@dop/contracts/team';
import { deleteMember, getMembers, TEAM_KEYS, updateMember } from '../api/team-api';

type Toasts = ShellApi['toasts'];

export function useMembers() {
  return useQuery({ queryKey: TEAM_KEYS.members, queryFn: ({ signal }) => getMembers(signal) });
}

export interface MemberChange {
  id: string;
  body: UpdateMemberBody;
  /** The toast on success: 'Member approved', 'Member disabled', … */
  done: string;
}

/** PATCH a member; a refusal (last owner, role rules, a cancelled gate) shows the server's words. */
export function useUpdateMember(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: MemberChange) => updateMember(id, body),
    onSuccess: (_data, change) => toasts.show({ title: change.done }),
    onError: (error) => toasts.show({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEYS.members }),
  });
}

export function useDeleteMember(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMember(id),
    onSuccess: () => toasts.show({ title: 'Member deleted' }),
    onError: (error) => toasts.show({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEYS.members }),
  });
}
