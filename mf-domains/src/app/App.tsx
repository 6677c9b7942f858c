import { ShellAccessProvider, type RemoteAppProps } from '@dop/mf-kit';
import { OperationsPanel } from '@dop/operations-ui';
import { BulkProgress } from '../features/bulk-progress/components/bulk-progress';
import { ChangesCard } from '../features/changes/components/changes-card';
import { DomainManagementCard } from '../features/domains/components/domain-management-card';
import './app.css';

export const TAB_TITLE = 'Domains A records';

/** The Domains A records tab, exposed to the shell as ./App: the domain card, the change log, bulk progress, results and logs. */
export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellAccessProvider shell={shell}>
      <section aria-labelledby="mf-domains-title" className="space-y-4">
        <h1 id="mf-domains-title" className="text-2xl font-semibold tracking-tight">
          {TAB_TITLE}
        </h1>
        <DomainManagementCard shell={shell} />
        <ChangesCard shell={shell} />
        <BulkProgress showAll={shell.showAllOperations} />
        <OperationsPanel shell={shell} />
      </section>
    </ShellAccessProvider>
  );
}
