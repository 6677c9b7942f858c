import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import {
  addTelegramByUsername,
  deleteTelegramAccount,
  getTelegramAccounts,
  sendTestTelegram,
  TELEGRAM_ACCOUNTS_KEY,
  updateTwoFactor,
} from '../api/security-api';
import { SETTINGS_ROOT_KEY } from '../../user-settings/api/settings-api';

type Toasts = ShellApi['toasts'];
/** While a link waits for the user to press Start, the list is re-read so it turns linked by itself. */
const PENDING_POLL_MS = 2000;

export function useTelegramAccounts() {
  return useQuery({
    queryKey: TELEGRAM_ACCOUNTS_KEY,
    queryFn: ({ signal }) => getTelegramAccounts(signal),
    refetchInterval: (query) => (query.state.data?.accounts.some((a) => a.chatId === null) ? PENDING_POLL_MS : false),
  });
}

export function useAddTelegram(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => addTelegramByUsername(username),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TELEGRAM_ACCOUNTS_KEY }),
    onError: (error) => toasts.show({ title: 'Ошибка', description: serverMessage(error), variant: 'destructive' }),
  });
}

export function useDeleteTelegram(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTelegramAccount(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TELEGRAM_ACCOUNTS_KEY }),
    onError: (error) => toasts.show({ title: 'Ошибка', description: serverMessage(error), variant: 'destructive' }),
  });
}

/** Spec 2 §8: a refusal shows 'Failed to update 2FA settings' with the server's reason. */
export function useUpdateTwoFactor(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (twoFactorEnabled: boolean) => updateTwoFactor({ twoFactorEnabled }),
    onSuccess: (_data, enabled) => {
      toasts.show({ title: enabled ? '2FA enabled' : '2FA disabled' });
      return queryClient.invalidateQueries({ queryKey: SETTINGS_ROOT_KEY });
    },
    onError: (error) => toasts.show({ title: 'Failed to update 2FA settings', description: serverMessage(error), variant: 'destructive' }),
  });
}

export function useTestTelegram(toasts: Toasts) {
  return useMutation({
    mutationFn: () => sendTestTelegram(),
    onSuccess: (reply) => toasts.show({ title: reply.message }),
    onError: (error) => toasts.show({ title: 'Ошибка', description: serverMessage(error), variant: 'destructive' }),
  });
}
