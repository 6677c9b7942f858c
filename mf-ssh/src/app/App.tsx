import type { RemoteAppProps } from '@dop/mf-kit';
import { EmptyState } from '@dop/ui';
import './app.css';

export const TAB_TITLE = 'SSH';

/** The SSH tab, exposed to the shell as ./App. */
export default function App(_props: RemoteAppProps) {
  return (
    <section aria-labelledby="mf-ssh-title" className="space-y-4">
      <h1 id="mf-ssh-title" className="text-2xl font-semibold tracking-tight">
        {TAB_TITLE}
      </h1>
      <EmptyState>
        Server installs over SSH as background jobs, with the installation console, arrive with their issue. Nothing is stored yet.
      </EmptyState>
    </section>
  );
}
