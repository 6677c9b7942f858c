// POST /api/domains/bulk with the spec 2 §8 toasts; the job it starts is followed by the progress view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAddResponse } from '@dop/contracts/domains';
import { apiSend, type ShellApi } from '@dop/mf-kit';
import { domainsKeys } from '../../domains/api/domains-api';
import { resultToast, toBody, type AddForm } from '../lib/add-form';
import { useJobStore } from '../stores/job-store';

export function useBulkAdd(shell: ShellApi, onDone: () => void) {
  const qc = useQueryClient();
  const setJobId = useJobStore((s) => s.setJobId);
  return useMutation({
    mutationFn: (form: AddForm) => apiSend<BulkAddResponse>('POST', '/api/domains/bulk', toBody(form)),
    onSuccess: (r) => {
      shell.toasts.show(resultToast(r));
      if (r.jobId) setJobId(r.jobId);
      void qc.invalidateQueries({ queryKey: domainsKeys.all });
      onDone();
    },
    onError: (err: Error) =>
      shell.toasts.show({
        title: 'Ошибка при добавлении доменов',
        description: err.message || 'Failed to add domains',
        variant: 'destructive',
      }),
  });
}
