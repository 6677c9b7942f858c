// PowerDNS accounts (spec 2 §2.10, §5): add/edit dialog, paging, delete after confirmation.
import type { PdnsAccount, PdnsAccountBody } from '@dop/contracts/dns-providers';
import type { ShellApi } from '@dop/mf-kit';
import { Button, Card, CardContent, CardHeader, CardTitle, pageOf, Pager, Spinner } from '@dop/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { serverMessage } from '../../../shared/text';
import { usePdnsAccounts, usePdnsAccountWrites } from '../hooks/use-pdns-accounts';
import { PdnsAccountDialog } from './pdns-account-dialog';

export const PDNS_ACCOUNTS_PER_PAGE = 5;

export function PdnsAccountsCard({ shell }: { shell: Pick<ShellApi, 'toasts'> }) {
  const accounts = usePdnsAccounts();
  const writes = usePdnsAccountWrites();
  const [editing, setEditing] = useState<PdnsAccount | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PdnsAccount | null>(null);
  const [page, setPage] = useState(1);
  const fail = (title: string, err: unknown) =>
    shell.toasts.show({ title, description: serverMessage(err) || title, variant: 'destructive' });

  const save = (body: PdnsAccountBody) =>
    writes.save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => setEditing(undefined),
        onError: (err) => fail(editing ? 'Failed to update PowerDNS account' : 'Failed to create PowerDNS account', err),
      },
    );
  const remove = (a: PdnsAccount) =>
    writes.remove.mutate(a.id, { onSettled: () => setDeleting(null), onError: (err) => fail('Failed to delete PowerDNS account', err) });

  const view = pageOf(accounts.data ?? [], page, PDNS_ACCOUNTS_PER_PAGE);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>PowerDNS Accounts</CardTitle>
        <Button size="sm" onClick={() => setEditing(null)}>
          Add Account
        </Button>
      </CardHeader>
      <CardContent className="space-y-2">
        {accounts.isPending && <Spinner />}
        {accounts.isError && (
          <p role="alert" className="text-sm text-red-600">
            {accounts.error.message}
          </p>
        )}
        {accounts.data?.length === 0 && <p className="text-sm text-muted-foreground">No accounts yet</p>}
        <ul aria-label="PowerDNS accounts" className="divide-y">
          {view.rows.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="font-medium">{a.name}</span>
              <span className="text-muted-foreground">{a.apiUrl}</span>
              <span className="font-mono text-xs">{a.apiKey}</span>
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
        <Pager label="PowerDNS accounts pages" page={view.page} totalPages={view.totalPages} onPage={setPage} />
      </CardContent>
      <PdnsAccountDialog
        open={editing !== undefined}
        account={editing ?? null}
        saving={writes.save.isPending}
        onSave={save}
        onInvalid={(m) => shell.toasts.show({ title: m, variant: 'destructive' })}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete PowerDNS account"
        text={`Delete the PowerDNS account ${deleting?.name ?? ''}? This cannot be undone.`}
        confirm="Delete"
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
