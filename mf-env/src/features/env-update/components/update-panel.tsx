// The Update tab (spec 2 §2.7, §5): domains one per line, Cloaking and/or Voluum, then one call per
// domain; the results stay in browser storage.
import { useState } from 'react';
import type { ShellApi } from '@dop/mf-kit';
import { Button, Card, CardContent, CardHeader, CardTitle, Label, Spinner } from '@dop/ui';
import { useEnvUpdate } from '../hooks/use-env-update';
import { parseDomains } from '../lib/parse-domains';
import { validateUpdate } from '../lib/validate-update';
import { OptionToggle } from './option-toggle';
import { UpdateResults } from './update-results';

const area = 'min-h-32 w-full rounded-md border bg-background p-2 font-mono text-sm';

export function UpdatePanel({ shell }: { shell: ShellApi }) {
  const [text, setText] = useState('');
  const [useCloaking, setUseCloaking] = useState(false);
  const [cloakingEnabled, setCloakingEnabled] = useState(true);
  const [useVoluum, setUseVoluum] = useState(false);
  const [voluumEnabled, setVoluumEnabled] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, progress, running } = useEnvUpdate(shell);

  async function submit() {
    const domains = parseDomains(text);
    const error = validateUpdate({ domains, useCloaking, useVoluum });
    setProblem(error);
    if (error) return;
    await run(domains, { cloakingEnabled, voluumEnabled, useCloaking, useVoluum });
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Update ENV</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <Label htmlFor="env-update-domains">Domains (one per line)</Label>
          <textarea id="env-update-domains" className={area} value={text} onChange={(e) => setText(e.target.value)} />
          <OptionToggle name="Cloaking" use={useCloaking} enabled={cloakingEnabled} onUse={setUseCloaking} onEnabled={setCloakingEnabled} />
          <OptionToggle name="Voluum" use={useVoluum} enabled={voluumEnabled} onUse={setUseVoluum} onEnabled={setVoluumEnabled} />
          {problem && (
            <p role="alert" className="text-sm text-red-600">
              {problem}
            </p>
          )}
          <div className="flex items-center gap-3">
            <Button onClick={() => void submit()} disabled={running}>
              Update
            </Button>
            {progress && (
              <span className="flex items-center gap-2 text-sm">
                <Spinner /> {progress.done} / {progress.total}
              </span>
            )}
          </div>
        </CardContent>
      </Card>
      <UpdateResults timezone={shell.timezone} />
    </div>
  );
}
