// One change set in the log (issue 30): when, who, source, status, counts and domains on a button that
// opens its steps (Enter or Space, as any button), and the revert of the whole set beside it.
import type { ChangeSummary } from '@dop/contracts/changes';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { formatTime, ToneBadge } from '@dop/operations-ui';
import { focusRing } from '@dop/ui';
import { statusLabel, statusTone, sourceLabel } from '../lib/change-labels';
import type { Verdict } from '../hooks/use-decision';
import { approvalText } from '../lib/approval-text';
import { countsText, domainsText, revertBlocker, whoText } from '../lib/change-text';
import { ApprovalActions } from './approval-actions';
import { ChangeSteps } from './change-steps';
import type { RevertTarget } from './revert-dialog';

export interface ChangeRowProps {
  shell: ShellApi;
  change: ChangeSummary;
  expanded: boolean;
  onToggle: () => void;
  onRevert: (target: RevertTarget) => void;
  onDecide: (verdict: Verdict) => void;
}

export function ChangeRow({ shell, change, expanded, onToggle, onRevert, onDecide }: ChangeRowProps) {
  const panelId = `change-${change.id}`;
  const blocker = revertBlocker(change);
  const approval = approvalText(change, shell.timezone);
  return (
    <li className="rounded-md border border-border" data-testid="change-row" data-change-id={change.id}>
      <div className="flex items-center gap-2 pr-2">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className={`flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-left text-sm ${focusRing}`}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          <span className="text-muted-foreground">{formatTime(change.createdAt, shell.timezone)}</span>
          <span>{whoText(change)}</span>
          <span className="text-muted-foreground">{sourceLabel(change.source)}</span>
          <ToneBadge tone={statusTone(change.status)}>{statusLabel(change.status)}</ToneBadge>
          <span className="text-muted-foreground">{countsText(change)}</span>
          <span className="font-mono text-xs">{domainsText(change)}</span>
          {change.revertOf && <span className="text-xs text-muted-foreground">reverts an earlier change</span>}
          {change.revertedBy && <span className="text-xs text-muted-foreground">reverted since</span>}
        </button>
        {change.status === 'awaiting_approval' ? (
          // Held: nothing applied yet, so the decision is what there is to do, not a revert.
          <ApprovalActions shell={shell} change={change} onDecide={onDecide} />
        ) : (
          <RoleButton
            route="POST /api/changes/:id/revert"
            size="sm"
            variant="outline"
            disabled={blocker !== null}
            title={blocker ?? undefined}
            onClick={() => onRevert({ change })}
          >
            Revert
          </RoleButton>
        )}
      </div>
      {approval && (
        <p className="px-3 pb-2 text-xs text-muted-foreground" data-testid="change-approval">
          {approval}
        </p>
      )}
      {expanded && (
        <div id={panelId} className="border-t border-border">
          <ChangeSteps change={change} onRevertDomain={(domain) => onRevert({ change, domain })} />
        </div>
      )}
    </li>
  );
}
