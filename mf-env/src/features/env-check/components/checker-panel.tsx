// The Checker tab (spec 2 §2.7, §5): domains and per-variable expected values, then a check per domain.
import { useState } from 'react';
import type { ShellApi } from '@dop/mf-kit';
import { Button, Card, CardContent, CardHeader, CardTitle, Label, Spinner } from '@dop/ui';
import { parseDomains } from '../../env-update/lib/parse-domains';
import { useEnvCheck } from '../hooks/use-env-check';
import { DEFAULT_ROWS, validateCheck, variablesToCheck, type VariableRow } from '../lib/checker-form';
import { CheckResultsTable } from './check-results-table';
import { VariableRows } from './variable-rows';

const area = 'min-h-32 w-full rounded-md border bg-background p-2 font-mono text-sm';

export function CheckerPanel({ shell }: { shell: ShellApi }) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<VariableRow[]>(DEFAULT_ROWS);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, progress, running } = useEnvCheck(shell.toasts);

  async function submit() {
    const domains = parseDomains(text);
    const error = validateCheck(domains, rows);
    setProblem(error);
    if (error) return;
    await run(domains, variablesToCheck(rows));
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>ENV Checker</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <Label htmlFor="env-check-domains">Domains (one per line)</Label>
          <textarea id="env-check-domains" className={area} value={text} onChange={(e) => setText(e.target.value)} />
          <VariableRows rows={rows} onChange={setRows} />
          {problem && (
            <p role="alert" className="text-sm text-red-600">
              {problem}
            </p>
          )}
          <div className="flex items-center gap-3">
            <Button onClick={() => void submit()} disabled={running}>
              Check
            </Button>
            {progress && (
              <span className="flex items-center gap-2 text-sm">
                <Spinner /> {progress.done} / {progress.total}
              </span>
            )}
          </div>
        </CardContent>
      </Card>
      <CheckResultsTable shell={shell} />
    </div>
  );
}
