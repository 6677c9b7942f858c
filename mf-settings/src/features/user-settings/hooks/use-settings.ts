import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import type { SettingsView, Timezone, UpdateIpBody } from '@dop/contracts/settings';
import { getSettings, SETTINGS_QUERY_KEY, SETTINGS_ROOT_KEY, updateIp, updateTimezone } from '../api/settings-api';

type Toasts = ShellApi['toasts'];

export function useSettings() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });
}

/** Spec 2 §2.6/§8: saves the choice; the shell's time display follows once ['settings'] is refetched. */
export function useUpdateTimezone(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timezone: Timezone) => updateTimezone(timezone),
    onSuccess: async (view: SettingsView) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, view);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_ROOT_KEY });
    },
    onError: () => toasts.show({ title: 'Ошибка', description: 'Не удалось обновить часовой пояс', variant: 'destructive' }),
  });
}

/** Static IP (spec 1 §3 Settings): the DNS dialog's default IP when switched on (spec 1 §4). */
export function useUpdateIp(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateIpBody) => updateIp(body),
    onSuccess: async (view: SettingsView) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, view);
      toasts.show({ title: 'IP settings saved' });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_ROOT_KEY });
    },
    onError: (error: Error) =>
      toasts.show({ title: 'Failed to save IP settings', description: serverMessage(error), variant: 'destructive' }),
  });
}
