// One account's balance widget (spec 2 §4.2): loading, error ('Проверьте API' with the reason) or the value.
import { Card, CardContent, CardHeader, CardTitle, Spinner } from '@dop/ui';
import { REGISTRAR_LABELS } from '../../accounts/lib/registrars';
import { accountTitle, type BillingAccount } from '../../accounts/lib/sort-accounts';
import { useBalance } from '../hooks/use-balance';
import { BALANCE_ERROR_TITLE, formatBalance } from '../lib/balance-view';

export function BalanceWidget({ account, staggerMs }: { account: BillingAccount; staggerMs: number }) {
  const balance = useBalance(account.registrar, account.id, staggerMs);
  const title = accountTitle(account, REGISTRAR_LABELS[account.registrar]);
  const reason = balance.error?.message ?? balance.data?.error ?? null;
  const value = balance.data && !reason ? formatBalance(balance.data) : null;
  const state = balance.isPending ? 'loading' : value === null ? 'error' : 'value';
  return (
    <Card role="group" aria-label={`${REGISTRAR_LABELS[account.registrar]} ${title}`} data-state={state} data-testid="balance-widget">
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <p className="text-xs text-muted-foreground">
          {REGISTRAR_LABELS[account.registrar]} · {account.domainCount === null ? '…' : account.domainCount} domains
        </p>
      </CardHeader>
      <CardContent>
        {state === 'loading' ? (
          <Spinner />
        ) : state === 'error' ? (
          <div role="alert" className="text-sm text-destructive">
            <p className="font-semibold">{BALANCE_ERROR_TITLE}</p>
            <p className="text-xs">{reason ?? 'Failed to fetch balance'}</p>
          </div>
        ) : (
          <p className="text-2xl font-semibold" aria-label="Balance">
            {value}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
