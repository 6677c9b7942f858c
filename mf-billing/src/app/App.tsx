import { ShellAccessProvider, type RemoteAppProps } from '@dop/mf-kit';
import { POLL_MS } from '@dop/mf-kit';
import { OperationLogsCard } from '@dop/operations-ui';
import { BalancesCard } from '../features/balances/components/balances-card';
import { PurchaseCard } from '../features/purchase/components/purchase-card';
import { BillingResultsCard } from '../features/results/components/billing-results-card';
import './app.css';

export const TAB_TITLE = 'Billing';

/**
 * The Billing tab and the /billing screen (spec 2 §2.8), exposed to the shell as ./App: balances per
 * account, the purchase form with its price check, billing results and billing logs (both every 3 s).
 */
export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellAccessProvider shell={shell}>
      <section aria-labelledby="mf-billing-title" className="space-y-4">
        <h1 id="mf-billing-title" className="text-2xl font-semibold tracking-tight">
          {TAB_TITLE}
        </h1>
        <BalancesCard />
        <PurchaseCard shell={shell} />
        <BillingResultsCard showAll={shell.showAllOperations} timezone={shell.timezone} />
        <OperationLogsCard
          showAll={shell.showAllOperations}
          timezone={shell.timezone}
          operationType="billing"
          pollMs={POLL_MS.billing}
          title="Billing Logs"
        />
      </section>
    </ShellAccessProvider>
  );
}
