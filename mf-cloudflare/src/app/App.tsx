import type { RemoteAppProps } from '@dop/mf-kit';
import { EmptyState } from '@dop/ui';
import './app.css';

export const TAB_TITLE = 'CloudFlare Management';

/** The CloudFlare Management tab, exposed to the shell as ./App. */
export default function App(_props: RemoteAppProps) {
  return (
    <section aria-labelledby="mf-cloudflare-title" className="space-y-4">
      <h1 id="mf-cloudflare-title" className="text-2xl font-semibold tracking-tight">
        {TAB_TITLE}
      </h1>
      <EmptyState>
        CloudFlare zones (add domains, move domains, A records, SSL mode, cache purge and delete) arrive with their issue. Nothing is stored
        yet.
      </EmptyState>
    </section>
  );
}
