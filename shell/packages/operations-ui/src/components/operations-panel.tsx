// The whole results-and-logs panel of spec 2 §2.1 as one component, for the Domains tab:
//   <OperationsPanel shell={shell} />
// Other tabs compose the cards they need (ResultsPanel, OperationLogsCard, OperationDomainsCard).
import type { ShellApi } from '@dop/mf-kit';
import type { OperationType } from '../api/types';
import { OperationDomainsCard } from './operation-domains-card';
import { OperationLogsCard } from './operation-logs-card';
import { ResultsPanel } from './results-panel';

export interface OperationsPanelProps {
  shell: Pick<ShellApi, 'showAllOperations' | 'timezone'>;
  /** Narrows results and logs to one kind of work; the Domains tab shows all. */
  operationType?: OperationType;
  /** Polling interval; default the main view's 15 s (spec 2 §9). */
  pollMs?: number;
}

export function OperationsPanel({ shell, operationType, pollMs }: OperationsPanelProps) {
  const common = { showAll: shell.showAllOperations, timezone: shell.timezone, pollMs };
  return (
    <section aria-label="Operations" className="flex flex-col gap-4">
      <ResultsPanel {...common} operationType={operationType} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OperationLogsCard {...common} operationType={operationType} />
        {/* The Domains tab's own work is domain-records; results and logs there stay unfiltered. */}
        <OperationDomainsCard {...common} operationType={operationType ?? 'domain-records'} />
      </div>
    </section>
  );
}
