import type { RemoteAppProps } from '@dop/mf-kit';
import { EmptyState } from '@dop/ui';
import './app.css';

export const TAB_TITLE = 'Domains A records';

/** The Domains A records tab, exposed to the shell as ./App. */
export default function App(_props: RemoteAppProps) {
  return (
    <section aria-labelledby="mf-domains-title" className="space-y-4">
      <h1 id="mf-domains-title" className="text-2xl font-semibold tracking-tight">
        {TAB_TITLE}
      </h1>
      <EmptyState>
        The domain list with search and paging, DNS A record editing, domain editing and registrar API credentials arrive with their issue.
        Nothing is stored yet.
      </EmptyState>
    </section>
  );
}
