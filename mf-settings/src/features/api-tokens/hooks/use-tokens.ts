import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import type { CreateTokenBody } from '@dop/contracts/auth';
import { createToken, getTokens, revokeToken, TOKENS_KEY } from '../api/tokens-api';

type Toasts = ShellApi['toasts'];

export function useTokens() {
  return useQuery({ queryKey: TOKENS_KEY, queryFn: ({ signal }) => getTokens(signal) });
}

export function useCreateToken(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => createToken(body),
    onSuccess: () => toasts.show({ title: 'Token created' }),
    onError: (error) => toasts.show({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

export function useRevokeToken(toasts: Toasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeToken(id),
    onSuccess: () => toasts.show({ title: 'Token revoked' }),
    onError: (error) => toasts.show({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}
