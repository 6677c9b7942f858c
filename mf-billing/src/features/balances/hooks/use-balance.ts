// One account's balance: refetched every 5 minutes and retried twice (spec 2 §7, §9); NameSilo
// accounts wait their stagger before each call. An answer with `error` set is an error state too.
import { POLL_MS } from '@dop/mf-kit';
import { useQuery } from '@tanstack/react-query';
import { accountsKeys, fetchBalance } from '../../accounts/api/accounts-api';
import type { Registrar } from '../../accounts/lib/registrars';
import { BALANCE_RETRIES, wait } from '../lib/balance-view';

export function useBalance(registrar: Registrar, id: number, staggerMs: number) {
  return useQuery({
    queryKey: accountsKeys.balance(registrar, id),
    queryFn: async ({ signal }) => {
      await wait(staggerMs, signal);
      return fetchBalance(registrar, id, signal);
    },
    refetchInterval: POLL_MS.balance,
    retry: BALANCE_RETRIES,
  });
}
