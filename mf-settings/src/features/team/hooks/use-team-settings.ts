import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import type { TeamSettings } from '@dop/contracts/team';
import { getTeamSettings, putTeamSettings, TEAM_KEYS } from '../api/team-api';

export function useTeamSettings() {
  return useQuery({ queryKey: TEAM_KEYS.settings, queryFn: ({ signal }) => getTeamSettings(signal) });
}

export function useSaveTeamSettings(toasts: ShellApi['toasts']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamSettings) => putTeamSettings(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(TEAM_KEYS.settings, saved);
      toasts.show({ title: 'Team settings saved' });
    },
    onError: (error) => toasts.show({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
  });
}
