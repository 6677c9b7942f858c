// Starts a purchase and follows its job every 3 s until it ends; a refused job (balance too low, price
// check failed) and a refused request both toast 'Ошибка покупки' with the server's message (spec 2 §8).
import type { PurchaseBody } from '@dop/contracts/billing';
import { POLL_MS, serverMessage, type ShellApi } from '@dop/mf-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { accountsKeys } from '../../accounts/api/accounts-api';
import { resultsKeys } from '../../results/api/results-api';
import { fetchJob, purchaseKeys, startPurchase } from '../api/purchase-api';

export const PURCHASE_ERROR = 'Ошибка покупки';

export function usePurchase(shell: Pick<ShellApi, 'toasts'>) {
  const client = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const toasted = useRef<string | null>(null);
  const start = useMutation({
    mutationFn: (body: PurchaseBody) => startPurchase(body),
    onSuccess: (accepted) => setJobId(accepted.jobId),
    onError: (error) => shell.toasts.show({ title: PURCHASE_ERROR, description: serverMessage(error), variant: 'destructive' }),
  });
  const job = useQuery({
    queryKey: purchaseKeys.job(jobId ?? ''),
    queryFn: ({ signal }) => fetchJob(jobId as string, signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && ['refused', 'done'].includes(q.state.data.status) ? false : POLL_MS.billing),
  });
  const status = job.data?.status;

  useEffect(() => {
    if (!job.data || toasted.current === job.data.jobId) return;
    if (status === 'refused') {
      toasted.current = job.data.jobId;
      shell.toasts.show({ title: PURCHASE_ERROR, description: job.data.message ?? '', variant: 'destructive' });
    }
    // The results list learns of a new state at once rather than on its next poll.
    void client.invalidateQueries({ queryKey: resultsKeys.all });
    // Issue 31: a finished purchase spent money and added domains: balances and counts reread now.
    if (status === 'done') {
      void client.invalidateQueries({ queryKey: accountsKeys.balances });
      void client.invalidateQueries({ queryKey: accountsKeys.domainCounts });
    }
  }, [status, job.data, shell.toasts, client]);

  return { start: (body: PurchaseBody) => start.mutate(body), starting: start.isPending, job: job.data ?? null };
}
