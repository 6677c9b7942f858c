// Issue 29: follows an import or check job every second until it ends, then reloads the Domains list
// (new domains, new badges) and the open health panels once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchInventoryJob, inventoryKeys } from '../api/inventory-api';

const POLL_MS = 1000;

export function useInventoryJob(jobId: string | null, onFinished?: () => void) {
  const qc = useQueryClient();
  const job = useQuery({
    queryKey: inventoryKeys.job(jobId ?? ''),
    queryFn: ({ signal }) => fetchInventoryJob(jobId as string, signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data?.finished ? false : POLL_MS),
  });
  const finished = job.data?.finished === true;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!finished || !jobId || reported.current === jobId) return;
    reported.current = jobId;
    void qc.invalidateQueries({ queryKey: ['domains', 'list'] });
    void qc.invalidateQueries({ queryKey: inventoryKeys.healthAll });
    onFinished?.();
  }, [finished, jobId, qc, onFinished]);
  return job.data ?? null;
}
