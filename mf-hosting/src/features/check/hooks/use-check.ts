// The check of servers and tickets (spec 2 §2.11): its answer opens the result dialog; a failure is
// the spec's toast 'Не удалось проверить серверы и тикеты' (§8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import { checkServersAndTickets, hostingKeys } from '../../accounts/api/hosting-api';

export const CHECK_FAILED = 'Не удалось проверить серверы и тикеты';

export function useCheck(toasts: ShellApi['toasts']) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkServersAndTickets,
    onError: (error) => toasts.show({ title: CHECK_FAILED, description: serverMessage(error), variant: 'destructive' }),
    // The check stores each account's fresh servers, so open server lists are read again.
    onSettled: () => qc.invalidateQueries({ queryKey: hostingKeys.all }),
  });
}
