// The tickets dialog (spec 2 §2.11, §3 "Ticket"): an account's open tickets, asked live, with the
// total and new counts; new ones are marked. Loading failure text is "not shown" in the spec.
import type { DiorhostAccount } from '@dop/contracts/hosting';
import { serverMessage } from '@dop/mf-kit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, EmptyState, Spinner } from '@dop/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchTickets, hostingKeys } from '../../accounts/api/hosting-api';

export const TICKETS_FAILED = 'Failed to load tickets';

export function TicketsDialog({ account, onClose }: { account: DiorhostAccount; onClose: () => void }) {
  const tickets = useQuery({ queryKey: hostingKeys.tickets(account.id), queryFn: ({ signal }) => fetchTickets(account.id, signal) });
  const data = tickets.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Tickets — {account.name}</DialogTitle>
          <DialogDescription>{data ? `Total: ${data.summary.total}, new: ${data.summary.new}` : 'Open support tickets'}</DialogDescription>
        </DialogHeader>
        {tickets.isPending ? (
          <Spinner />
        ) : tickets.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {TICKETS_FAILED}: {serverMessage(tickets.error)}
          </p>
        ) : data && data.tickets.length === 0 ? (
          <EmptyState>No open tickets</EmptyState>
        ) : (
          <ul aria-label="Tickets" className="divide-y divide-border text-sm">
            {data?.tickets.map((t) => (
              <li key={t.id} data-new={t.isNew} className="flex items-center justify-between gap-3 py-2">
                <span className="font-medium">
                  #{t.id} {t.subject}
                </span>
                <span className="flex items-center gap-2 text-muted-foreground">
                  {t.isNew && <span className="rounded bg-blue-600 px-1.5 text-xs text-white">New</span>}
                  <span>{t.status}</span>
                  <span>{t.date}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
