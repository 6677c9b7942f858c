// The Checker tab (spec 2 §2.7, §5): domains and per-variable expected values, then a check per domain.
import { useState } from 'react';
import type { ShellApi } from '@dop/mf-kit';
import { DomainsRunCard } from '../../../shared/domains-run-card';
import { parseDomains } from '../../../shared/parse-domains';
import { useEnvCheck } from '../hooks/use-env-check';
import { DEFAULT_ROWS, validateCheck, variablesToCheck, type VariableRow } from '../lib/checker-form';
import { CheckResultsTable } from './check-results-table';
import { VariableRows } from './variable-rows';

export function CheckerPanel({ shell }: { shell: ShellApi }) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<VariableRow[]>(DEFAULT_ROWS);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, progress } = useEnvCheck(shell.toasts);

  async function submit() {
    const domains = parseDomains(text);
    const error = validateCheck(domains, rows);
    setProblem(error);
    if (error) return;
    await run(domains, variablesToCheck(rows));
  }

  return (
    <div className="space-y-4">
      <DomainsRunCard
        title="ENV Checker"
        domainsId="env-check-domains"
        domains={text}
        onDomains={setText}
        problem={problem}
        action="Check"
        onRun={() => void submit()}
        progress={progress}
      >
        <VariableRows rows={rows} onChange={setRows} />
      </DomainsRunCard>
      <CheckResultsTable shell={shell} />
    </div>
  );
}
