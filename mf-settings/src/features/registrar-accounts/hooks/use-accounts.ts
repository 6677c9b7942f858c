import { useQuery } from '@tanstack/react-query';
import type { Registrar } from '@dop/contracts/registrars';
import { accountsQueryKey, listAccounts } from '../api/accounts-api';

/** The saved accounts of one registrar tab (previews only). */
export function useAccounts(registrar: Registrar) {
  return useQuery({
    queryKey: accountsQueryKey(registrar),
    queryFn: ({ signal }) => listAccounts(registrar, signal),
  });
}
