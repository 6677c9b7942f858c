// What applying a change set says when it is over (issue 30): one toast for a bulk apply or an
// approval, and the words for a change held for a second admin (the contract's AWAITING_APPROVAL).
import { AWAITING_APPROVAL, type ChangeDetail } from '@dop/contracts/changes';
import type { ToastInput } from '@dop/ui';

export const WAITING_TOAST: ToastInput = { title: AWAITING_APPROVAL.title, description: AWAITING_APPROVAL.message };

const failedText = (steps: ChangeDetail['steps']) =>
  steps
    .filter((s) => s.status === 'failed')
    .map((s) => `${s.domain}: ${s.answer ?? 'failed'}`)
    .join('; ');

/** The toast for a change set as it stands; null means it was still applying when we stopped waiting. */
export function applyOutcome(change: ChangeDetail | null): ToastInput {
  if (!change) return { title: 'Change still applying', description: 'It goes on in the background; the Changes list shows how it ends.' };
  if (change.status === 'awaiting_approval') return WAITING_TOAST;
  const { applied, domains } = change.counts;
  const done = `${applied} of ${domains} domain${domains === 1 ? '' : 's'} updated`;
  if (change.status === 'applied') return { title: 'Change applied', description: done };
  if (change.status === 'partially_applied')
    return { title: 'Change partly applied', description: `${done}; failed: ${failedText(change.steps)}`, variant: 'destructive' };
  return {
    title: 'Change failed',
    description: failedText(change.steps) || `The change is ${change.status.replace('_', ' ')}`,
    variant: 'destructive',
  };
}
