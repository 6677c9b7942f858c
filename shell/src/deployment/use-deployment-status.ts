import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiGet, POLL_MS } from '@dop/mf-kit';

export interface DeploymentStatus {
  /** The indicator this page was loaded with (undefined until the first answer). */
  loaded?: string;
  /** True once the gateway reports a different deployment than the one this page runs. */
  changed: boolean;
}

/** Polls GET /api/deployment/status every 5 s (spec 2 §7, §9) and compares with the first answer. */
export function useDeploymentStatus(): DeploymentStatus {
  const first = useRef<string | undefined>(undefined);
  const { data } = useQuery({
    queryKey: ['shell', 'deployment-status'],
    queryFn: () => apiGet<{ changeIndicator: string }>('/api/deployment/status'),
    refetchInterval: POLL_MS.deploymentStatus,
    // A background tab must notice too, or it would run an old front end against new services.
    refetchIntervalInBackground: true,
  });
  const current = data?.changeIndicator;
  if (first.current === undefined && current) first.current = current;
  return { loaded: first.current, changed: Boolean(current && first.current && current !== first.current) };
}
