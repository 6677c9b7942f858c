// Revert a change set or some of its domains (issue 30). The 202 answer starts a follow of the new set
// that ends in one toast with the outcome; the log and the domain list refresh then. A refusal (409
// with conflicts, or anything else) stays on the mutation for the confirm dialog to show.
import type { ChangeDetail } from '@dop/contracts/changes';
import type { ShellApi } from '@dop/mf-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainsKeys } from '../../domains/api/domains-api';
import { changesKeys, fetchChange, revertChange } from '../api/changes-api';
import { followChange } from '../lib/follow-change';
import { revertOutcome } from '../lib/revert-outcome';

export interface RevertRequest {
  changeId: string;
  /** One domain of the set; the whole set when absent. */
  domain?: string;
  confirmConflicts: boolean;
  /** Over the team's threshold with a single admin: the number of domains the 409 asked to type. */
  confirmDomains?: number;
}

export function useRevert(shell: ShellApi) {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: changesKeys.all });
    void qc.invalidateQueries({ queryKey: domainsKeys.all });
  };
  return useMutation({
    mutationFn: ({ changeId, domain, confirmConflicts, confirmDomains }: RevertRequest) =>
      revertChange(changeId, {
        ...(domain ? { domains: [domain] } : {}),
        confirmConflicts,
        ...(confirmDomains === undefined ? {} : { confirmDomains }),
      }),
    // Option-level, not mutate()'s: these run even once the dialog that started the revert is closed.
    onSuccess: (started: ChangeDetail & { changeId?: string }) => {
      refresh();
      // A change held for approval answers {changeId, status} (issue 30's threshold) rather than the set.
      void followChange(started.id ?? started.changeId, (id) => fetchChange(id))
        .then(
          (settled) => shell.toasts.show(revertOutcome(settled)),
          (err: Error) => shell.toasts.show({ title: 'Revert started', description: `Its outcome could not be read: ${err.message}` }),
        )
        .finally(refresh);
    },
  });
}
