// HE accounts from the server (react-query) and the writes that refresh them.
import type { HeAccountBody } from '@dop/contracts/dns-providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dnsKeys } from '../../../shared/queries';
import { heApi } from '../api/he-api';

export function useHeAccounts() {
  return useQuery({ queryKey: dnsKeys.heAccounts, queryFn: ({ signal }) => heApi.list(signal) });
}

export function useHeAccountWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: dnsKeys.heAccounts });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: HeAccountBody }) => (id ? heApi.update(id, body) : heApi.create(body)),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => heApi.remove(id), onSuccess: refresh }),
    checkLimits: useMutation({ mutationFn: () => heApi.checkAllLimits(), onSuccess: refresh }),
  };
}
