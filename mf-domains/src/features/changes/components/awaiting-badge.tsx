// The Changes card's badge (issue 30): how many changes wait for a second admin. A button, so an
// approver goes straight to them: it opens the log filtered to changes waiting for approval.
import { focusRing } from '@dop/ui';
import { useAwaitingCount } from '../hooks/use-awaiting-count';

export const awaitingText = (n: number) => `${n} waiting for approval`;

export function AwaitingBadge({ onShow }: { onShow: () => void }) {
  const count = useAwaitingCount();
  if (count === 0) return null;
  return (
    <button
      type="button"
      onClick={onShow}
      className={`rounded-full bg-yellow-400/20 px-2 py-0.5 text-xs font-medium text-yellow-800 dark:text-yellow-300 ${focusRing}`}
      data-testid="awaiting-approval-badge"
    >
      {awaitingText(count)}
    </button>
  );
}
