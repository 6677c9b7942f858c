import type { RemoteAppProps } from '@dop/mf-kit';
import { EmptyState } from '@dop/ui';
import './app.css';

export const TAB_TITLE = 'ENV';

/** The ENV tab, exposed to the shell as ./App. */
export default function App(_props: RemoteAppProps) {
  return (
    <section aria-labelledby="mf-env-title" className="space-y-4">
      <h1 id="mf-env-title" className="text-2xl font-semibold tracking-tight">
        {TAB_TITLE}
      </h1>
      <EmptyState>Environment variable updates and the checker for remote sites arrive with their issue. Nothing is stored yet.</EmptyState>
    </section>
  );
}
