// The Checker tab (spec 2 §2.7, §5): domains and per-variable expected values, then a check per domain.
import { useState } from 'react';
import type { ShellApi } from '@dop/mf-kit';
import { DomainsRunCard } from '../../../shared/domains-run-card';
import { useEnvCheck } from '../hooks/use-env-check';
import { DEFAULT_ROWS, validateCheck, variablesToCheck, type VariableRow } from '../lib/checker-form';
import { CheckResultsTable } from './check-results-table';
import { VariableRows } from './variable-rows';

export function CheckerPanel({ shell }: { shell: ShellApi }) {
  const [rows, setRows] = useState<VariableRow[]>(DEFAULT_ROWS);
  const { run, progress } = useEnvCheck(shell.toasts);

  return (
    <div className="space-y-4">
      <DomainsRunCard
        title="ENV Checker"
        route="POST /api/env-check"
        domainsId="env-check-domains"
        action="Check"
        check={(domains) => validateCheck(domains, rows)}
        run={(domains) => run(domains, variablesToCheck(rows))}
        progress={progress}
      >
        <VariableRows rows={rows} onChange={setRows} />
      </DomainsRunCard>
      <CheckResultsTable shell={shell} />
    </div>
  );
}
