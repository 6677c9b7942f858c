// The account list (react-query, design.md §7) and the writes that change it: save, delete, sync and
// Sync All Balances, each with the spec's failure toast (§8) and the server's message.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiorhostAccountCreate, DiorhostAccountUpdate } from '@dop/contracts/hosting';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import { createAccount, deleteAccount, fetchAccounts, hostingKeys, syncAccount, syncAllBalances, updateAccount } from '../api/hosting-api';

type Toasts = ShellApi['toasts'];

/** Spec 2 §8 (sync); save and delete texts are "not shown" there, so these name the action. */
export const SYNC_FAILED = 'Не удалось обновить данные аккаунта';
export const SAVE_FAILED = 'Failed to save account';
export const DELETE_FAILED = 'Failed to delete account';

export function useAccounts() {
  return useQuery({ queryKey: hostingKeys.accounts(), queryFn: ({ signal }) => fetchAccounts(signal) });
}

export function useSaveAccount(toasts: Toasts, onSaved: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DiorhostAccountCreate | DiorhostAccountUpdate }) =>
      id ? updateAccount(id, body) : createAccount(body as DiorhostAccountCreate),
    onSuccess: (account, { id }) => {
      toasts.show({ title: id ? 'Account updated' : 'Account added', description: account.name });
      void qc.invalidateQueries({ queryKey: hostingKeys.accounts() });
      onSaved();
    },
    onError: (error) => toasts.show({ title: SAVE_FAILED, description: serverMessage(error), variant: 'destructive' }),
  });
}

export function useDeleteAccount(toasts: Toasts, onDeleted: (id: string) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAccount(id),
    onSuccess: (_r, id) => {
      void qc.invalidateQueries({ queryKey: hostingKeys.accounts() });
      onDeleted(id);
    },
    onError: (error) => toasts.show({ title: DELETE_FAILED, description: serverMessage(error), variant: 'destructive' }),
  });
}

export function useSyncAccount(toasts: Toasts) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => syncAccount(id),
    onSuccess: ({ account, servers }) => {
      toasts.show({ title: 'Account synced', description: `${account.name}: ${account.balance ?? '—'}, ${servers.length} server(s)` });
      qc.setQueryData(hostingKeys.servers(account.id), { servers, lastSync: account.lastSync });
    },
    onError: (error) => toasts.show({ title: SYNC_FAILED, description: serverMessage(error), variant: 'destructive' }),
    // A failed sync is recorded on the account too (lastError), so the list is read again either way.
    onSettled: () => qc.invalidateQueries({ queryKey: hostingKeys.accounts() }),
  });
}

export function useSyncAll(toasts: Toasts) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: syncAllBalances,
    onSuccess: (answer) => {
      if (answer.failed > 0) {
        const names = answer.results.filter((r) => !r.success).map((r) => `${r.name}: ${r.error ?? ''}`);
        toasts.show({ title: SYNC_FAILED, description: names.join('; '), variant: 'destructive' });
      } else {
        toasts.show({ title: 'Balances synced', description: `${answer.synced} account(s)` });
      }
    },
    onError: (error) => toasts.show({ title: SYNC_FAILED, description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => qc.invalidateQueries({ queryKey: hostingKeys.all }),
  });
}
