import type { RemoteAppProps } from '@dop/mf-kit';
import { EmptyState } from '@dop/ui';
import './app.css';

export const TAB_TITLE = 'Billing';

/** The Billing tab, exposed to the shell as ./App. */
export default function App(_props: RemoteAppProps) {
  return (
    <section aria-labelledby="mf-billing-title" className="space-y-4">
      <h1 id="mf-billing-title" className="text-2xl font-semibold tracking-tight">
        {TAB_TITLE}
      </h1>
      <EmptyState>Balances, price checks and domain purchases at the registrars arrive with their issue. Nothing is stored yet.</EmptyState>
    </section>
  );
}
