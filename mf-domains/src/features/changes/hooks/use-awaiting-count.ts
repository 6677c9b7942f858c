// The number of change sets waiting for a second admin (issue 30's badge), read every half minute so
// an approver sees a new request without reloading; 0 while unknown or when the read fails.
import { useQuery } from '@tanstack/react-query';
import { changesKeys, fetchAwaitingCount } from '../api/changes-api';

export const AWAITING_POLL_MS = 30_000;

export function useAwaitingCount(): number {
  const count = useQuery({
    queryKey: changesKeys.awaiting,
    queryFn: ({ signal }) => fetchAwaitingCount(signal),
    refetchInterval: AWAITING_POLL_MS,
  });
  return count.data ?? 0;
}
