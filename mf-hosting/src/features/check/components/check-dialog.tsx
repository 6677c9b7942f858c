// The result dialog of the check of servers and tickets: per account the reason (spec 2 §4.2) and the
// servers that need attention; accounts the panel could not answer for are listed apart.
import type { CheckResponse } from '@dop/contracts/hosting';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, EmptyState } from '@dop/ui';
import { statusName } from '../../servers/lib/server-view';
import { REASON_TEXT } from '../lib/reason-text';

const SERVER_NOTE = { inactive: 'not active', expiring: 'expiring', overdue: 'overdue' } as const;

export function CheckDialog({ result, onClose }: { result: CheckResponse; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Servers and tickets check</DialogTitle>
          <DialogDescription>
            {result.checked} account(s) checked, {result.accounts.length} need attention
          </DialogDescription>
        </DialogHeader>
        {result.accounts.length === 0 && result.errors.length === 0 ? (
          <EmptyState>Nothing needs attention</EmptyState>
        ) : (
          <ul aria-label="Accounts needing attention" className="space-y-2 text-sm">
            {result.accounts.map((a) => (
              <li key={a.id} data-reason={a.reason} className="rounded border border-border p-2">
                <div className="font-medium">
                  {a.name}: {REASON_TEXT[a.reason]}
                  {a.newTickets > 0 && ` (${a.newTickets} new ticket(s))`}
                </div>
                {a.servers.map((s) => (
                  <div key={s.id} className="text-muted-foreground">
                    {s.name} {s.ip} — {statusName(s.status)}, {SERVER_NOTE[s.attention]}
                    {s.daysLeft !== null && s.attention !== 'inactive' && ` (${s.daysLeft} d)`}
                  </div>
                ))}
              </li>
            ))}
            {result.errors.map((e) => (
              <li key={e.id} data-reason="error" className="rounded border border-red-500/50 p-2 text-destructive">
                {e.name}: {e.error}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
