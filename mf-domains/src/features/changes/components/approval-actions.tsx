// Approve and Reject on a held change (issue 30), for an admin or owner other than its author. Below
// admin, RoleButton disables them with "Needs the admin role"; the author sees them disabled with the
// reason in the same kind of tooltip (a disabled button gets no hover or focus, so a span carries it).
import type { ChangeSummary } from '@dop/contracts/changes';
import { RoleButton, useMissingRole, type ShellApi } from '@dop/mf-kit';
import { Button, Tooltip } from '@dop/ui';
import type { Verdict } from '../hooks/use-decision';
import { AUTHOR_CANNOT_APPROVE, isAuthor } from '../lib/approval-text';

export interface ApprovalActionsProps {
  shell: ShellApi;
  change: ChangeSummary;
  onDecide: (verdict: Verdict) => void;
}

const ROUTES = { approve: 'POST /api/changes/:id/approve', reject: 'POST /api/changes/:id/reject' } as const;
const LABELS: Record<Verdict, string> = { approve: 'Approve', reject: 'Reject' };

export function ApprovalActions({ shell, change, onDecide }: ApprovalActionsProps) {
  return (
    <div className="flex gap-1">
      {(['approve', 'reject'] as const).map((verdict) => (
        <DecisionButton key={verdict} verdict={verdict} author={isAuthor(change, shell.user?.id)} onClick={() => onDecide(verdict)} />
      ))}
    </div>
  );
}

function DecisionButton({ verdict, author, onClick }: { verdict: Verdict; author: boolean; onClick: () => void }) {
  const missing = useMissingRole({ route: ROUTES[verdict] });
  const variant = verdict === 'reject' ? 'outline' : 'default';
  // The role rule first: a viewer who happens to be the author needs the role before anything else.
  if (missing || !author)
    return (
      <RoleButton route={ROUTES[verdict]} size="sm" variant={variant} onClick={onClick}>
        {LABELS[verdict]}
      </RoleButton>
    );
  return (
    <Tooltip content={AUTHOR_CANNOT_APPROVE}>
      <span tabIndex={0} className="inline-flex cursor-not-allowed rounded-md" data-author-of-change="">
        <Button size="sm" variant={variant} disabled title={AUTHOR_CANNOT_APPROVE}>
          {LABELS[verdict]}
        </Button>
      </span>
    </Tooltip>
  );
}
