// Confirm before deciding on a held change (issue 30): what it does and why it was held; a refusal (the
// author, a change decided or expired meanwhile) shows the server's message. Once accepted the dialog
// closes; an approval's outcome arrives as a toast.
import type { ChangeSummary } from '@dop/contracts/changes';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { useDecision, type Verdict } from '../hooks/use-decision';
import { domainsText, whoText } from '../lib/change-text';

export interface DecisionTarget {
  change: ChangeSummary;
  verdict: Verdict;
}

const WORDS: Record<Verdict, { title: string; button: string; busy: string; effect: string }> = {
  approve: { title: 'Approve this change?', button: 'Approve', busy: 'Approving...', effect: 'It is applied at the providers now' },
  reject: { title: 'Reject this change?', button: 'Reject', busy: 'Rejecting...', effect: 'Nothing of it is applied' },
};

const plural = (n: number) => `${n} domain${n === 1 ? '' : 's'}`;

export function DecisionDialog({ shell, target, onClose }: { shell: ShellApi; target: DecisionTarget; onClose: () => void }) {
  const decide = useDecision(shell);
  const { change, verdict } = target;
  const words = WORDS[verdict];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>
            {`${whoText(change)} asked to change ${plural(change.counts.domains)} (${domainsText(change)}). ${words.effect}.`}
          </DialogDescription>
        </DialogHeader>
        {change.approval && <p className="text-sm text-muted-foreground">{`Held because: ${change.approval.reason}`}</p>}
        {decide.error && (
          <p role="alert" className="text-sm text-destructive">
            {decide.error.message}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <RoleButton
            route={verdict === 'approve' ? 'POST /api/changes/:id/approve' : 'POST /api/changes/:id/reject'}
            variant={verdict === 'reject' ? 'destructive' : 'default'}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: change.id, verdict }, { onSuccess: onClose })}
          >
            {decide.isPending ? words.busy : words.button}
          </RoleButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
