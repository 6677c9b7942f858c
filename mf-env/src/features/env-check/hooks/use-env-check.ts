// The checker's server state: stored entries (react-query) and a run over domains one at a time.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_MS, type ShellApi } from '@dop/mf-kit';
import { useDomainRun } from '../../../shared/use-domain-run';
import { CHECK_ENTRIES_KEY, checkEnv, clearCheckerResults, getCheckEntries } from '../api/env-check-api';

export function useCheckEntries() {
  // Entries reach the operations service as events a moment after the check answers, so poll.
  return useQuery({ queryKey: CHECK_ENTRIES_KEY, queryFn: ({ signal }) => getCheckEntries(signal), refetchInterval: POLL_MS.results });
}

export function useEnvCheck(toasts: ShellApi['toasts']) {
  const queryClient = useQueryClient();
  const { forEachDomain, progress } = useDomainRun();

  async function run(domains: string[], variables: Array<{ variable: string; expectedValue: string }>) {
    await forEachDomain(domains, async (domain) => {
      try {
        await checkEnv({ domain, variables });
      } catch (error) {
        toasts.show({ title: 'ENV operation failed', description: `${domain}: ${(error as Error).message}`, variant: 'destructive' });
      }
    });
    await queryClient.invalidateQueries({ queryKey: CHECK_ENTRIES_KEY });
  }

  return { run, progress };
}

export function useClearChecker(toasts: ShellApi['toasts']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCheckerResults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHECK_ENTRIES_KEY }),
    onError: () => toasts.show({ title: 'Failed to clear checker results', variant: 'destructive' }),
  });
}
