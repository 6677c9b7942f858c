// Applying a finished dry run (issue 30), shared by every dialog that plans a change ("Change A
// records", the zone file and CSV imports): Apply is enabled when the plan changes something; a 409
// asking the single admin for the domain count keeps the dialog open with the typed confirm, and the
// resend carries it; accepted, the dialog closes and one toast says how it ends (useApplyPlan).
import type { ChangeDetail } from '@dop/contracts/changes';
import type { ShellApi } from '@dop/mf-kit';
import { useState } from 'react';
import { confirmDomainsOf, confirmMatches } from '@dop/ui';
import { hasChanges, planCounts, plannedDomains } from '../lib/plan-summary';
import { useApplyPlan } from './use-apply-plan';

export function usePlanApply(shell: ShellApi, plan: ChangeDetail | undefined, onApplied: () => void) {
  const apply = useApplyPlan(shell);
  const [typed, setTyped] = useState('');
  const planned = plan?.status === 'planned' ? plan : null;
  const askCount = confirmDomainsOf(apply.error);
  const applicable = planned !== null && hasChanges(planCounts(plannedDomains(planned)));
  return {
    planned,
    askCount,
    typed,
    setTyped,
    pending: apply.isPending,
    canSend: applicable && !apply.isPending && (askCount === null || confirmMatches(typed, askCount)),
    /** The 409's words when it asks for the count (shown by the confirm field), else nothing. */
    confirmMessage: apply.error?.message ?? '',
    /** A failure to show as one; a 409 asking for the count is a question, not a failure. */
    failure: askCount === null ? (apply.error?.message ?? null) : null,
    send: () => {
      if (planned) apply.mutate({ id: planned.id, ...(askCount === null ? {} : { confirmDomains: askCount }) }, { onSuccess: onApplied });
    },
    reset: () => {
      apply.reset();
      setTyped('');
    },
  };
}

export type PlanApplyFlow = ReturnType<typeof usePlanApply>;
