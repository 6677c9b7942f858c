// Once a change set is accepted (a bulk apply, an approval), the user hears how it ends in one toast:
// "Waiting for approval" at once when it is held, else the outcome once it has applied. The follow
// runs outside any component, so closing the dialog that started it does not stop it.
import type { ChangeSummary } from '@dop/contracts/changes';
import type { ShellApi } from '@dop/mf-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { domainsKeys } from '../../domains/api/domains-api';
import { changesKeys, fetchChange } from '../api/changes-api';
import { applyOutcome, WAITING_TOAST } from '../lib/apply-outcome';
import { followChange } from '../lib/follow-change';

export function useAnnounceOutcome(shell: ShellApi) {
  const qc = useQueryClient();
  return useCallback(
    (started: ChangeSummary) => {
      const refresh = () => {
        void qc.invalidateQueries({ queryKey: changesKeys.all });
        void qc.invalidateQueries({ queryKey: domainsKeys.all });
      };
      refresh();
      if (started.status === 'awaiting_approval') {
        shell.toasts.show(WAITING_TOAST);
        return;
      }
      void followChange(started.id, (id) => fetchChange(id))
        .then(
          (settled) => shell.toasts.show(applyOutcome(settled)),
          (err: Error) => shell.toasts.show({ title: 'Change started', description: `Its outcome could not be read: ${err.message}` }),
        )
        .finally(refresh);
    },
    [qc, shell],
  );
}
