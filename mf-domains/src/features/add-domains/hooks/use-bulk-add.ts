// POST /api/domains/bulk with the spec 2 §8 toasts; the job it starts is followed by the progress view.
// Issue 30: record updates over the team's threshold either wait for a second admin (200 with
// recordsChange awaiting_approval: the domains are added, the dialog says their records wait) or, with a
// single admin, are refused with 409 {confirmDomains: N} (nothing added, no failure toast: the dialog
// asks for N and sends again with it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAddResponse } from '@dop/contracts/domains';
import { apiSend, type ShellApi } from '@dop/mf-kit';
import { confirmDomainsOf } from '@dop/ui';
import { changesKeys } from '../../changes/api/changes-api';
import { domainsKeys } from '../../domains/api/domains-api';
import { resultToast, toBody, type AddForm } from '../lib/add-form';
import { useJobStore } from '../stores/job-store';

export interface AddRequest {
  form: AddForm;
  /** The single admin's typed domain count, after a 409 asked for it. */
  confirmDomains?: number;
}

export interface AddCallbacks {
  /** Added and nothing waits: the dialog closes. */
  onDone: () => void;
  /** Added, but the record updates wait for a second admin (the change set's id). */
  onHeld: (changeId: string) => void;
}

export function useBulkAdd(shell: ShellApi, { onDone, onHeld }: AddCallbacks) {
  const qc = useQueryClient();
  const setJobId = useJobStore((s) => s.setJobId);
  return useMutation({
    mutationFn: ({ form, confirmDomains }: AddRequest) =>
      apiSend<BulkAddResponse>('POST', '/api/domains/bulk', {
        ...toBody(form),
        ...(confirmDomains === undefined ? {} : { confirmDomains }),
      }),
    onSuccess: (r) => {
      shell.toasts.show(resultToast(r));
      if (r.jobId) setJobId(r.jobId);
      void qc.invalidateQueries({ queryKey: domainsKeys.all });
      if (r.recordsChange) void qc.invalidateQueries({ queryKey: changesKeys.all });
      if (r.recordsChange?.status === 'awaiting_approval') onHeld(r.recordsChange.changeId);
      else onDone();
    },
    onError: (err: Error) => {
      if (confirmDomainsOf(err) !== null) return;
      shell.toasts.show({
        title: 'Ошибка при добавлении доменов',
        description: err.message || 'Failed to add domains',
        variant: 'destructive',
      });
    },
  });
}
