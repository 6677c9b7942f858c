// A change set's counts and status from its steps (issue 30): applied when every step that ran applied
// (conflicts and skips are left alone on purpose), failed when none did, partially applied otherwise.
import type { ChangeStatus } from '@dop/contracts/changes';
import type { ChangeStepDoc } from '../../models/change-set';
import type { Outcome } from '../dns-host';

/** A step's provider answer; `unavailable` when the provider service itself did not answer. */
export type StepOutcome = Outcome & { unavailable?: boolean };

export interface ChangeCounts {
  domains: number;
  applied: number;
  failed: number;
  conflicts: number;
}

export function settle(steps: Pick<ChangeStepDoc, 'status'>[]): { status: ChangeStatus; counts: ChangeCounts } {
  const count = (status: ChangeStepDoc['status']) => steps.filter((s) => s.status === status).length;
  const counts = { domains: steps.length, applied: count('applied'), failed: count('failed'), conflicts: count('conflict') };
  if (steps.some((s) => s.status === 'pending' || s.status === 'applying')) return { status: 'applying', counts };
  const status: ChangeStatus = counts.failed === 0 ? 'applied' : counts.applied === 0 ? 'failed' : 'partially_applied';
  return { status, counts };
}
