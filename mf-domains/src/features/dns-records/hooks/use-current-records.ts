// Issue 30: reads what the DNS host holds now when the dialog opens, for the preview under the
// records. A failure is the preview's to show quietly; the dialog saves as before either way.
import { useQuery } from '@tanstack/react-query';
import { domainsKeys, fetchCurrentRecords } from '../../domains/api/domains-api';

export function useCurrentRecords(domainId: string) {
  return useQuery({
    queryKey: domainsKeys.currentRecords(domainId),
    queryFn: ({ signal }) => fetchCurrentRecords(domainId, signal),
    // A refetch on window focus would redraw the preview under the user's hands for no new input.
    refetchOnWindowFocus: false,
  });
}
