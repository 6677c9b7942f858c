import type { RemoteAppProps } from '@dop/mf-kit';
import { EmptyState } from '@dop/ui';
import './app.css';

export const TAB_TITLE = 'Hosting';

/** The Hosting tab, exposed to the shell as ./App. */
export default function App(_props: RemoteAppProps) {
  return (
    <section aria-labelledby="mf-hosting-title" className="space-y-4">
      <h1 id="mf-hosting-title" className="text-2xl font-semibold tracking-tight">
        {TAB_TITLE}
      </h1>
      <EmptyState>
        DiorHost accounts, balance sync, VPS servers and support tickets arrive with their issue. Nothing is stored yet.
      </EmptyState>
    </section>
  );
}
