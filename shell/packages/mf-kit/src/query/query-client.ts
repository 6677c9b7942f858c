import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Spec 1 §9: unused cached data kept 60,000 ms. */
export const GC_TIME_MS = 60_000;

/**
 * Design.md §7: no retries (a failed call shows its error at once), always stale, refetched on
 * focus, mount and reconnect; polling is opted into per query with the intervals in polling.ts.
 */
export const queryDefaults: DefaultOptions = {
  queries: {
    retry: false,
    staleTime: 0,
    gcTime: GC_TIME_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    refetchOnReconnect: true,
    refetchInterval: false,
  },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
