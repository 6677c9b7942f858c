// The searched, paged account table.
import type { DiorhostAccount } from '@dop/contracts/hosting';
import { AccountRow, type AccountRowProps } from './account-row';
import { TableScroll } from '@dop/ui';

type RowActions = Omit<AccountRowProps, 'account' | 'selected' | 'syncing' | 'formatTime'>;

export interface AccountsTableProps {
  accounts: DiorhostAccount[];
  selectedId: string | null;
  syncingId: string | null;
  formatTime: (iso: string) => string;
  actions: (account: DiorhostAccount) => RowActions;
}

export function AccountsTable({ accounts, selectedId, syncingId, formatTime, actions }: AccountsTableProps) {
  return (
    <TableScroll label="DiorHost accounts">
      <table aria-label="DiorHost accounts" className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Balance</th>
            <th>Last sync</th>
            <th>State</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <AccountRow
              key={a.id}
              account={a}
              selected={a.id === selectedId}
              syncing={a.id === syncingId}
              formatTime={formatTime}
              {...actions(a)}
            />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
