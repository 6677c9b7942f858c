// Balance widgets per registrar account (spec 2 §2.8): sorted by domain count ascending, 10 per page.
import { Card, CardContent, CardHeader, CardTitle, EmptyState, Pager, Spinner } from '@dop/ui';
import { useState } from 'react';
import { useBillingAccounts } from '../../accounts/hooks/use-billing-accounts';
import { BALANCES_PER_PAGE, staggerDelays } from '../lib/balance-view';
import { BalanceWidget } from './balance-widget';

export function BalancesCard() {
  const { accounts, isPending, error } = useBillingAccounts();
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(accounts.length / BALANCES_PER_PAGE));
  const current = Math.min(page, totalPages);
  const shown = accounts.slice((current - 1) * BALANCES_PER_PAGE, current * BALANCES_PER_PAGE);
  const delays = staggerDelays(shown);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Balances</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        ) : isPending ? (
          <Spinner />
        ) : accounts.length === 0 ? (
          <EmptyState>No registrar accounts yet. Add them under Settings → API Credentials.</EmptyState>
        ) : (
          <div role="list" aria-label="Balances" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {shown.map((a) => (
              <div role="listitem" key={`${a.registrar}:${a.id}`}>
                <BalanceWidget account={a} staggerMs={delays.get(`${a.registrar}:${a.id}`) ?? 0} />
              </div>
            ))}
          </div>
        )}
        <Pager page={current} totalPages={totalPages} onPage={setPage} label="Balance pages" />
      </CardContent>
    </Card>
  );
}
