// Hurricane Electric accounts (spec 2 §2.9, §4.2, §9): add/edit dialog, Check Limits, per-page input
// (1–1000, default 10) and paging; used/limit per account, full ones highlighted and last.
import type { HeAccount, HeAccountBody } from '@dop/contracts/dns-providers';
import type { ShellApi } from '@dop/mf-kit';
import { Button, cn, pageOf } from '@dop/ui';
import { useState } from 'react';
import { AccountsCard } from '../../../shared/accounts/accounts-card';
import { useAccountEditor } from '../../../shared/accounts/use-account-editor';
import { PerPageInput } from '../../../shared/per-page-input';
import { useHeAccounts, useHeAccountWrites } from '../hooks/use-he-accounts';
import { isFull, sortAccounts, usageText } from '../lib/limits';
import { HeAccountDialog } from './he-account-dialog';
import { heApi } from '../api/he-api';

export const HE_PER_PAGE_DEFAULT = 10;

const FAILURES = {
  create: 'Failed to create account',
  update: 'Failed to update account',
  saveFallback: 'Failed to save account',
  remove: 'Failed to delete account',
};

/** Fills only what the server revealed; a null (unset or unreadable) keeps the preview. */
async function revealHe(account: HeAccount): Promise<Partial<HeAccountBody>> {
  const r = await heApi.reveal(account.id);
  return { ...(r.password !== null && { password: r.password }), ...(r.proxyPassword !== null && { proxyPassword: r.proxyPassword }) };
}

export function HeAccountsCard({ shell }: { shell: Pick<ShellApi, 'toasts'> }) {
  const accounts = useHeAccounts();
  const writes = useHeAccountWrites();
  const editor = useAccountEditor<HeAccount, HeAccountBody>(writes, shell.toasts, FAILURES);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(HE_PER_PAGE_DEFAULT);
  const checkLimits = () =>
    writes.checkLimits.mutate(undefined, {
      onSuccess: (r) => shell.toasts.show({ title: 'Domain limits checked', description: r.message }),
      onError: (err) => editor.fail('Не удалось проверить лимиты доменов', err),
    });

  return (
    <AccountsCard
      title="Hurricane Electric Accounts"
      routeBase="/api/accounts/hurricane-electric"
      reveal={revealHe}
      listLabel="Hurricane Electric accounts"
      accounts={accounts}
      view={pageOf(sortAccounts(accounts.data ?? []), page, perPage)}
      onPage={setPage}
      editor={editor}
      highlight={isFull}
      details={(a) => (
        <>
          <span className="text-muted-foreground">{a.email}</span>
          <span aria-label={`Domains used by ${a.name}`} className={cn('font-mono', isFull(a) && 'font-semibold text-destructive')}>
            {usageText(a)}
          </span>
        </>
      )}
      actions={
        <>
          <PerPageInput id="he-per-page" value={perPage} fallback={HE_PER_PAGE_DEFAULT} onCommit={(n) => (setPerPage(n), setPage(1))} />
          <Button variant="outline" size="sm" onClick={checkLimits} disabled={writes.checkLimits.isPending}>
            Check Limits
          </Button>
        </>
      }
      renderDialog={(dialog) => <HeAccountDialog {...dialog} />}
      deleteTitle="Delete account"
      deleteText={(name) => `Delete the Hurricane Electric account ${name}?`}
    />
  );
}
