// Another admin's decision on a held change (issue 30): approve (202, it applies; the outcome follows
// as a toast) or reject (nothing applies). A refusal stays on the mutation for the confirm to show.
import type { ChangeSummary } from '@dop/contracts/changes';
import type { ShellApi } from '@dop/mf-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveChange, changesKeys, rejectChange } from '../api/changes-api';
import { useAnnounceOutcome } from './use-announce-outcome';

export type Verdict = 'approve' | 'reject';

export function useDecision(shell: ShellApi) {
  const qc = useQueryClient();
  const announce = useAnnounceOutcome(shell);
  return useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: Verdict }) => (verdict === 'approve' ? approveChange(id) : rejectChange(id)),
    onSuccess: (decided: ChangeSummary, { verdict }) => {
      if (verdict === 'approve') return announce(decided);
      void qc.invalidateQueries({ queryKey: changesKeys.all });
      shell.toasts.show({ title: 'Change rejected', description: 'Nothing of it was applied' });
    },
  });
}
