// The stored CloudFlare accounts the Add, Move and Purge dialogs offer (issue 31).
import { useQuery } from '@tanstack/react-query';
import { cloudflareKeys, fetchStoredAccounts } from '../api/cloudflare-api';

export function useStoredAccounts() {
  const q = useQuery({ queryKey: cloudflareKeys.stored, queryFn: ({ signal }) => fetchStoredAccounts(signal) });
  return q.data?.accounts ?? [];
}
