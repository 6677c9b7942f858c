// What a revert says when it is over (issue 30): one toast with the outcome of the new change set, and
// the conflicts of a refused revert (409) read from the ApiError's details.
import type { ChangeDetail } from '@dop/contracts/changes';
import { isApiError } from '@dop/mf-kit';
import type { ToastInput } from '@dop/ui';

export interface RevertConflict {
  domain: string;
  status: string;
  answer: string | null;
}

/** The steps a 409 names; empty for any other failure. */
export function conflictsOf(error: unknown): RevertConflict[] {
  if (!isApiError(error) || error.status !== 409) return [];
  const steps = (error.details as { steps?: unknown } | undefined)?.steps;
  return Array.isArray(steps) ? (steps as RevertConflict[]).filter((s) => typeof s?.domain === 'string') : [];
}

/** Whether confirming would revert something: some domain was only held back as changed since. */
export const canConfirm = (conflicts: RevertConflict[]) => conflicts.some((c) => c.status === 'conflict');

/** What went back, by the steps' kind: records, name servers, SSL mode, or values when they mix. */
function whatWentBack(steps: ChangeDetail['steps']): string {
  const kinds = new Set(steps.map((s) => s.kind));
  if (kinds.size > 1) return 'earlier values';
  if (kinds.has('nameservers')) return 'earlier name servers';
  if (kinds.has('ssl-mode')) return 'earlier SSL mode';
  return 'earlier records';
}

const named = (steps: ChangeDetail['steps']) => steps.map((s) => `${s.domain}: ${s.answer ?? s.status}`).join('; ');

/** The toast for the revert set as it stands; null means it was still running when we stopped waiting. */
export function revertOutcome(change: ChangeDetail | null): ToastInput {
  if (!change) return { title: 'Revert still running', description: 'It goes on in the background; the Changes list shows how it ends.' };
  if (change.status === 'awaiting_approval')
    return { title: 'Waiting for approval', description: 'A second administrator must approve this change' };
  const skipped = change.steps.filter((s) => s.status === 'conflict' || s.status === 'skipped');
  const failed = change.steps.filter((s) => s.status === 'failed');
  const back = `${change.counts.applied} of ${change.counts.domains} domain${change.counts.domains === 1 ? '' : 's'} back to their ${whatWentBack(change.steps)}`;
  if (change.status === 'applied')
    return { title: 'Change reverted', description: skipped.length ? `${back}; not reverted: ${named(skipped)}` : back };
  if (change.status === 'partially_applied')
    return { title: 'Revert partly applied', description: `${back}; failed: ${named(failed)}`, variant: 'destructive' };
  return { title: 'Revert failed', description: named(failed.length ? failed : change.steps) || change.status, variant: 'destructive' };
}
