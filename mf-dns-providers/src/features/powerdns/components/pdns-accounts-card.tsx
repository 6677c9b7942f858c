// PowerDNS accounts (spec 2 §2.10, §5): add/edit dialog, paging, delete after confirmation.
import type { PdnsAccount, PdnsAccountBody } from '@dop/contracts/dns-providers';
import type { ShellApi } from '@dop/mf-kit';
import { pageOf } from '@dop/ui';
import { useState } from 'react';
import { AccountsCard } from '../../../shared/accounts/accounts-card';
import { useAccountEditor } from '../../../shared/accounts/use-account-editor';
import { usePdnsAccounts, usePdnsAccountWrites } from '../hooks/use-pdns-accounts';
import { PdnsAccountDialog } from './pdns-account-dialog';
import { pdnsApi } from '../api/pdns-api';

export const PDNS_ACCOUNTS_PER_PAGE = 5;

const FAILURES = {
  create: 'Failed to create PowerDNS account',
  update: 'Failed to update PowerDNS account',
  remove: 'Failed to delete PowerDNS account',
};

/** Fills the key only when the server had one to reveal. */
async function revealPdns(account: PdnsAccount): Promise<Partial<PdnsAccountBody>> {
  const r = await pdnsApi.reveal(account.id);
  return r.apiKey === null ? {} : { apiKey: r.apiKey };
}

export function PdnsAccountsCard({ shell }: { shell: Pick<ShellApi, 'toasts'> }) {
  const accounts = usePdnsAccounts();
  const editor = useAccountEditor<PdnsAccount, PdnsAccountBody>(usePdnsAccountWrites(), shell.toasts, FAILURES);
  const [page, setPage] = useState(1);

  return (
    <AccountsCard
      title="PowerDNS Accounts"
      routeBase="/api/accounts/powerdns"
      reveal={revealPdns}
      listLabel="PowerDNS accounts"
      accounts={accounts}
      view={pageOf(accounts.data ?? [], page, PDNS_ACCOUNTS_PER_PAGE)}
      onPage={setPage}
      editor={editor}
      details={(a) => (
        <>
          <span className="text-muted-foreground">{a.apiUrl}</span>
          <span className="font-mono text-xs">{a.apiKey}</span>
        </>
      )}
      renderDialog={(dialog) => (
        <PdnsAccountDialog {...dialog} onInvalid={(m) => shell.toasts.show({ title: m, variant: 'destructive' })} />
      )}
      deleteTitle="Delete PowerDNS account"
      deleteText={(name) => `Delete the PowerDNS account ${name}? This cannot be undone.`}
    />
  );
}
