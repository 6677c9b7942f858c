// Price check (spec 2 §7): a row per registrar account and domain; a failure toasts 'Ошибка проверки цен'.
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import { useMutation } from '@tanstack/react-query';
import { checkPrices } from '../api/purchase-api';

export const PRICE_CHECK_ERROR = 'Ошибка проверки цен';

export function useCheckPrices(shell: Pick<ShellApi, 'toasts'>) {
  return useMutation({
    mutationFn: (domains: string[]) => checkPrices(domains),
    onError: (error) => shell.toasts.show({ title: PRICE_CHECK_ERROR, description: serverMessage(error), variant: 'destructive' }),
  });
}
