// Spec 2 §2.11: the searchable DiorHost account list with add/edit, per-account sync, Sync All
// Balances, the check of servers and tickets, and the tickets dialog; paged (default 5 per page).
import type { CheckResponse, DiorhostAccount } from '@dop/contracts/hosting';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, Input, pageOf, Pager, Spinner } from '@dop/ui';
import { useState } from 'react';
import { CheckDialog } from '../../check/components/check-dialog';
import { useCheck } from '../../check/hooks/use-check';
import { TicketsDialog } from '../../tickets/components/tickets-dialog';
import { useAccounts, useSyncAccount, useSyncAll } from '../hooks/use-accounts';
import { filterAccounts, HOSTING_PER_PAGE_DEFAULT } from '../lib/paging';
import { AccountDialog } from './account-dialog';
import { AccountsTable } from './accounts-table';
import { DeleteDialog } from './delete-dialog';
import { PerPageField } from './per-page-field';

const pageOfPages = (page: number, totalPages: number) => `Page ${page} of ${totalPages}`;

type Open =
  { kind: 'add' } | { kind: 'edit' | 'delete' | 'tickets'; account: DiorhostAccount } | { kind: 'check'; result: CheckResponse } | null;

export interface AccountsCardProps {
  shell: ShellApi;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

export function AccountsCard({ shell, selectedId, onSelect }: AccountsCardProps) {
  const accounts = useAccounts();
  const sync = useSyncAccount(shell.toasts);
  const syncAll = useSyncAll(shell.toasts);
  const check = useCheck(shell.toasts);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(HOSTING_PER_PAGE_DEFAULT);
  const [open, setOpen] = useState<Open>(null);
  const formatTime = (iso: string) => new Date(iso).toLocaleString('ru-RU', shell.timezone === 'UTC' ? { timeZone: 'UTC' } : {});
  const shown = pageOf(filterAccounts(accounts.data ?? [], search), page, perPage);
  const close = () => setOpen(null);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>DiorHost accounts</CardTitle>
        <div className="flex flex-wrap gap-2">
          <RoleButton route="POST /api/accounts/diorhost" size="sm" onClick={() => setOpen({ kind: 'add' })}>
            Add account
          </RoleButton>
          <Button size="sm" variant="outline" disabled={syncAll.isPending} onClick={() => syncAll.mutate()}>
            {syncAll.isPending ? 'Syncing...' : 'Sync All Balances'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={check.isPending}
            onClick={() => check.mutate(undefined, { onSuccess: (result) => setOpen({ kind: 'check', result }) })}
          >
            {check.isPending ? 'Checking...' : 'Check servers and tickets'}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <Input
          aria-label="Search accounts"
          placeholder="Search accounts"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {accounts.isPending ? (
          <Spinner />
        ) : accounts.isError ? (
          <EmptyState>Could not load accounts: {accounts.error.message}</EmptyState>
        ) : shown.rows.length === 0 ? (
          <EmptyState>{search.trim() ? 'No accounts match the search' : 'No DiorHost accounts yet'}</EmptyState>
        ) : (
          <AccountsTable
            accounts={shown.rows}
            selectedId={selectedId}
            syncingId={sync.isPending ? (sync.variables ?? null) : null}
            formatTime={formatTime}
            actions={(account) => ({
              onServers: () => onSelect(account.id),
              onSync: () => sync.mutate(account.id),
              onTickets: () => setOpen({ kind: 'tickets', account }),
              onEdit: () => setOpen({ kind: 'edit', account }),
              onDelete: () => setOpen({ kind: 'delete', account }),
            })}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <PerPageField
            perPage={perPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
          />
          <Pager label="Account pages" page={shown.page} totalPages={shown.totalPages} onPage={setPage} status={pageOfPages} />
        </div>
      </CardContent>
      {open?.kind === 'add' && <AccountDialog shell={shell} account={null} onClose={close} />}
      {open?.kind === 'edit' && <AccountDialog shell={shell} account={open.account} onClose={close} />}
      {open?.kind === 'delete' && (
        <DeleteDialog shell={shell} account={open.account} onClose={close} onDeleted={(id) => id === selectedId && onSelect(null)} />
      )}
      {open?.kind === 'tickets' && <TicketsDialog account={open.account} onClose={close} />}
      {open?.kind === 'check' && <CheckDialog result={open.result} onClose={close} />}
    </Card>
  );
}
