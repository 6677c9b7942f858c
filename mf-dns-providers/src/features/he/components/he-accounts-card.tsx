// Hurricane Electric accounts (spec 2 §2.9, §4.2, §9): add/edit dialog, Check Limits, per-page input
// (1–1000, default 10) and paging; used/limit per account, full ones highlighted and last.
import type { HeAccount, HeAccountBody } from '@dop/contracts/dns-providers';
import type { ShellApi } from '@dop/mf-kit';
import { Button, Card, CardContent, CardHeader, CardTitle, cn, pageOf, Pager, Spinner } from '@dop/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { PerPageInput } from '../../../shared/per-page-input';
import { serverMessage } from '../../../shared/text';
import { useHeAccounts, useHeAccountWrites } from '../hooks/use-he-accounts';
import { isFull, sortAccounts, usageText } from '../lib/limits';
import { HeAccountDialog } from './he-account-dialog';

export const HE_PER_PAGE_DEFAULT = 10;

export function HeAccountsCard({ shell }: { shell: Pick<ShellApi, 'toasts'> }) {
  const accounts = useHeAccounts();
  const writes = useHeAccountWrites();
  const [editing, setEditing] = useState<HeAccount | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<HeAccount | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(HE_PER_PAGE_DEFAULT);
  const fail = (title: string, err: unknown, fallback: string) =>
    shell.toasts.show({ title, description: serverMessage(err) || fallback, variant: 'destructive' });

  const save = (body: HeAccountBody) =>
    writes.save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => setEditing(undefined),
        onError: (err) => fail(editing ? 'Failed to update account' : 'Failed to create account', err, 'Failed to save account'),
      },
    );
  const remove = (a: HeAccount) =>
    writes.remove.mutate(a.id, {
      onSettled: () => setDeleting(null),
      onError: (err) => fail('Failed to delete account', err, 'Failed to delete account'),
    });
  const checkLimits = () =>
    writes.checkLimits.mutate(undefined, {
      onSuccess: (r) => shell.toasts.show({ title: 'Domain limits checked', description: r.message }),
      onError: (err) => fail('Не удалось проверить лимиты доменов', err, 'Не удалось проверить лимиты доменов'),
    });

  const view = pageOf(sortAccounts(accounts.data ?? []), page, perPage);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Hurricane Electric Accounts</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <PerPageInput id="he-per-page" value={perPage} fallback={HE_PER_PAGE_DEFAULT} onCommit={(n) => (setPerPage(n), setPage(1))} />
          <Button variant="outline" size="sm" onClick={checkLimits} disabled={writes.checkLimits.isPending}>
            Check Limits
          </Button>
          <Button size="sm" onClick={() => setEditing(null)}>
            Add Account
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        {accounts.isPending && <Spinner />}
        {accounts.isError && (
          <p role="alert" className="text-sm text-red-600">
            {accounts.error.message}
          </p>
        )}
        {accounts.data?.length === 0 && <p className="text-sm text-muted-foreground">No accounts yet</p>}
        <ul aria-label="Hurricane Electric accounts" className="divide-y">
          {view.rows.map((a) => (
            <li
              key={a.id}
              data-full={isFull(a)}
              className={cn('flex flex-wrap items-center gap-3 py-2 text-sm', isFull(a) && 'bg-red-50 dark:bg-red-950')}
            >
              <span className="font-medium">{a.name}</span>
              <span className="text-muted-foreground">{a.email}</span>
              <span aria-label={`Domains used by ${a.name}`} className={cn('font-mono', isFull(a) && 'font-semibold text-red-600')}>
                {usageText(a)}
              </span>
              {!a.isActive && <span className="rounded bg-muted px-1.5 text-xs">Inactive</span>}
              <span className="ml-auto flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(a)} aria-label={`Edit ${a.name}`}>
                  Edit
                </Button>
                <Button variant="destructive" size="sm" onClick={() => setDeleting(a)} aria-label={`Delete ${a.name}`}>
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
        <Pager label="Hurricane Electric accounts pages" page={view.page} totalPages={view.totalPages} onPage={setPage} />
      </CardContent>
      <HeAccountDialog
        open={editing !== undefined}
        account={editing ?? null}
        saving={writes.save.isPending}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete account"
        text={`Delete the Hurricane Electric account ${deleting?.name ?? ''}?`}
        confirm="Delete"
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
