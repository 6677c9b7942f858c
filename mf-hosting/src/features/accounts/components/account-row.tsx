// One account in the list: balance, last sync (or why it failed), Active, and its actions.
import type { DiorhostAccount } from '@dop/contracts/hosting';
import { Button, cn } from '@dop/ui';
import { RoleButton } from '@dop/mf-kit';

export interface AccountRowProps {
  account: DiorhostAccount;
  selected: boolean;
  syncing: boolean;
  formatTime: (iso: string) => string;
  onServers: () => void;
  onSync: () => void;
  onTickets: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function AccountRow({ account: a, selected, syncing, formatTime, ...on }: AccountRowProps) {
  return (
    <tr aria-current={selected ? true : undefined} className={cn('border-t border-border align-top', selected && 'bg-accent/50')}>
      <td className="py-2 font-medium">{a.name}</td>
      <td>{a.email}</td>
      <td>{a.balance ?? '—'}</td>
      <td>
        {a.lastSync ? formatTime(a.lastSync) : 'never'}
        {a.lastError && (
          <div className="text-xs text-destructive" title={a.lastError}>
            Last sync failed
          </div>
        )}
      </td>
      <td>{a.isActive ? 'Active' : 'Inactive'}</td>
      <td className="flex flex-wrap gap-1 py-1">
        <Button size="sm" variant={selected ? 'default' : 'outline'} aria-label={`Servers ${a.name}`} onClick={on.onServers}>
          Servers
        </Button>
        <Button size="sm" variant="outline" aria-label={`Sync ${a.name}`} disabled={syncing} onClick={on.onSync}>
          {syncing ? 'Syncing...' : 'Sync'}
        </Button>
        <Button size="sm" variant="outline" aria-label={`Tickets ${a.name}`} onClick={on.onTickets}>
          Tickets
        </Button>
        <RoleButton route="PUT /api/accounts/diorhost/:id" size="sm" variant="ghost" aria-label={`Edit ${a.name}`} onClick={on.onEdit}>
          Edit
        </RoleButton>
        <RoleButton
          route="DELETE /api/accounts/diorhost/:id"
          size="sm"
          variant="ghost"
          aria-label={`Delete ${a.name}`}
          onClick={on.onDelete}
        >
          Delete
        </RoleButton>
      </td>
    </tr>
  );
}
