// Apply a planned set (issue 30). Accepted (202), the dialog closes and one toast says how it ends:
// "Waiting for approval" when held for a second admin, else the outcome once applied. A 409 asking the
// single admin to type the domain count stays on the mutation for the dialog to ask.
import type { ShellApi } from '@dop/mf-kit';
import { useMutation } from '@tanstack/react-query';
import { useAnnounceOutcome } from '../../changes/hooks/use-announce-outcome';
import { applyPlan } from '../api/plan-api';

export interface ApplyRequest {
  id: string;
  confirmDomains?: number;
}

export function useApplyPlan(shell: ShellApi) {
  const announce = useAnnounceOutcome(shell);
  return useMutation({
    mutationFn: ({ id, confirmDomains }: ApplyRequest) => applyPlan(id, confirmDomains === undefined ? {} : { confirmDomains }),
    onSuccess: announce,
  });
}
