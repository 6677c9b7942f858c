// Confirm before a revert (issue 30). A refusal naming domains changed since by someone else lists
// them with the server's words and offers 'Revert anyway'; any other failure shows its message. Once
// the service accepts (202) the dialog closes; the outcome arrives as a toast.
import type { ChangeSummary } from '@dop/contracts/changes';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import {
  Button,
  ConfirmDomainsField,
  confirmDomainsOf,
  confirmMatches,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@dop/ui';
import { formatTime } from '@dop/operations-ui';
import { useState } from 'react';
import { useRevert } from '../hooks/use-revert';
import { domainsText, whoText } from '../lib/change-text';
import { canConfirm, conflictsOf } from '../lib/revert-outcome';

export interface RevertTarget {
  change: ChangeSummary;
  /** One domain of the set; the whole set when absent. */
  domain?: string;
}

export function RevertDialog({ shell, target, onClose }: { shell: ShellApi; target: RevertTarget; onClose: () => void }) {
  const revert = useRevert(shell);
  const conflicts = conflictsOf(revert.error);
  const confirmable = canConfirm(conflicts);
  const askCount = confirmDomainsOf(revert.error);
  const [typed, setTyped] = useState('');
  // 'Revert anyway' is remembered: the typed confirm that may follow it must not drop it.
  const [anyway, setAnyway] = useState(false);
  const { change, domain } = target;
  const run = (confirmConflicts: boolean) => {
    setAnyway(confirmConflicts);
    const confirmDomains = askCount ?? undefined;
    revert.mutate({ changeId: change.id, domain, confirmConflicts, confirmDomains }, { onSuccess: onClose });
  };
  const what = domain ?? domainsText(change);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{domain ? `Revert ${domain}?` : 'Revert this change?'}</DialogTitle>
          <DialogDescription>
            {`${what} go${domain ? 'es' : ''} back to the records held before the change of ${formatTime(change.createdAt, shell.timezone)} by ${whoText(change)}. The revert is recorded as a change of its own.`}
          </DialogDescription>
        </DialogHeader>
        {askCount !== null && (
          <ConfirmDomainsField
            id="revert-confirm"
            message={revert.error?.message ?? ''}
            count={askCount}
            value={typed}
            onChange={setTyped}
          />
        )}
        {revert.error && askCount === null && (
          <div role="alert" className="space-y-1 text-sm">
            {conflicts.length ? (
              <>
                <p className="font-medium text-destructive">
                  {confirmable ? 'Changed since by someone else:' : 'Nothing can be reverted:'}
                </p>
                <ul className="list-disc space-y-0.5 pl-5">
                  {conflicts.map((c) => (
                    <li key={c.domain}>{`${c.domain}: ${c.answer ?? c.status}`}</li>
                  ))}
                </ul>
                {confirmable && <p className="text-muted-foreground">Revert anyway to overwrite those changes.</p>}
              </>
            ) : (
              <p className="text-destructive">{revert.error.message}</p>
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <RoleButton
            route="POST /api/changes/:id/revert"
            variant={confirmable ? 'destructive' : 'default'}
            disabled={revert.isPending || (conflicts.length > 0 && !confirmable) || (askCount !== null && !confirmMatches(typed, askCount))}
            onClick={() => run(confirmable || anyway)}
          >
            {revert.isPending ? 'Reverting...' : confirmable ? 'Revert anyway' : 'Revert'}
          </RoleButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
