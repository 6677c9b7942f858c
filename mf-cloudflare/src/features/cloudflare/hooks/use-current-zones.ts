// Issue 30: reads what Cloudflare holds for the dialog's domains (the first PREVIEW_DOMAINS) when the
// dialog opens, for the preview. It only informs: the dialog saves as before whatever this answers.
import { useQuery } from '@tanstack/react-query';
import { cloudflareKeys } from '../api/cloudflare-api';
import { PREVIEW_DOMAINS, readZones } from '../api/current-zone-api';

export function useCurrentZones(domains: string[]) {
  const shown = domains.slice(0, PREVIEW_DOMAINS);
  return useQuery({
    queryKey: cloudflareKeys.current(shown),
    queryFn: ({ signal }) => readZones(shown, signal),
    // A refetch on window focus would redraw the preview under the user's hands for no new input.
    refetchOnWindowFocus: false,
  });
}
