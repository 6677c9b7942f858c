import { ShellAccessProvider, type RemoteAppProps } from '@dop/mf-kit';
import { OperationsPanel } from '@dop/operations-ui';
import { CloudflareTab } from '../features/cloudflare/components/cloudflare-tab';
import './app.css';

export const TAB_TITLE = 'CloudFlare Management';

/** The CloudFlare Management tab (spec 2 §2.14), exposed to the shell as ./App; its logs and results below. */
export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellAccessProvider shell={shell}>
      <section aria-labelledby="mf-cloudflare-title" className="space-y-4">
        <h1 id="mf-cloudflare-title" className="text-2xl font-semibold tracking-tight">
          {TAB_TITLE}
        </h1>
        <CloudflareTab shell={shell} />
        <OperationsPanel shell={shell} operationType="cloudflare" />
      </section>
    </ShellAccessProvider>
  );
}
