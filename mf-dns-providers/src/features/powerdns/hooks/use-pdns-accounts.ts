// PowerDNS accounts from the server (react-query) and the writes that refresh them.
import type { PdnsAccountBody } from '@dop/contracts/dns-providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dnsKeys } from '../../../shared/queries';
import { pdnsApi } from '../api/pdns-api';

export function usePdnsAccounts() {
  return useQuery({ queryKey: dnsKeys.pdnsAccounts, queryFn: ({ signal }) => pdnsApi.list(signal) });
}

export function usePdnsAccountWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: dnsKeys.pdnsAccounts });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: PdnsAccountBody }) => (id ? pdnsApi.update(id, body) : pdnsApi.create(body)),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => pdnsApi.remove(id), onSuccess: refresh }),
  };
}
