// Spec 1 §7/§8 Registrar credentials: each write with the spec's toasts; after a success the
// registrar's list is invalidated (and, after an update, refetched at once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REGISTRAR_LABELS, type Registrar } from '@dop/contracts/registrars';
import type { ShellApi } from '@dop/mf-kit';
import { accountsQueryKey, createAccount, deleteAccount, updateAccount } from '../api/accounts-api';
import type { AccountData } from '../lib/registrar-fields';
import { useCredentialsPanelStore } from '../stores/credentials-panel-store';

type Toasts = ShellApi['toasts'];

export function useAddAccount(registrar: Registrar, toasts: Toasts) {
  const queryClient = useQueryClient();
  const label = REGISTRAR_LABELS[registrar];
  return useMutation({
    mutationFn: (data: AccountData) => createAccount(registrar, data),
    onSuccess: async () => {
      toasts.show({ title: 'Account added', description: `${label} account has been added successfully` });
      useCredentialsPanelStore.getState().closeAdd();
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey(registrar) });
    },
    onError: () => toasts.show({ title: 'Error adding account', description: `Failed to add ${label} account`, variant: 'destructive' }),
  });
}

export function useUpdateAccount(registrar: Registrar, toasts: Toasts) {
  const queryClient = useQueryClient();
  const label = REGISTRAR_LABELS[registrar];
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: AccountData }) => updateAccount(registrar, id, data),
    onSuccess: async () => {
      toasts.show({ title: 'Account updated', description: `${label} account has been updated successfully` });
      useCredentialsPanelStore.getState().cancelEdit();
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey(registrar) });
      await queryClient.refetchQueries({ queryKey: accountsQueryKey(registrar) });
    },
    onError: () =>
      toasts.show({ title: 'Error updating account', description: `Failed to update ${label} account`, variant: 'destructive' }),
  });
}

export function useDeleteAccount(registrar: Registrar, toasts: Toasts) {
  const queryClient = useQueryClient();
  const label = REGISTRAR_LABELS[registrar];
  return useMutation({
    mutationFn: (id: number) => deleteAccount(registrar, id),
    onSuccess: async () => {
      toasts.show({ title: 'Account deleted', description: `${label} account has been deleted successfully` });
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey(registrar) });
    },
    onError: () =>
      toasts.show({ title: 'Error deleting account', description: `Failed to delete ${label} account`, variant: 'destructive' }),
  });
}
