// The Update tab (spec 2 §2.7, §5): domains one per line, Cloaking and/or Voluum, then one call per
// domain; the results stay in browser storage.
import { useState } from 'react';
import type { ShellApi } from '@dop/mf-kit';
import { DomainsRunCard } from '../../../shared/domains-run-card';
import { useEnvUpdate } from '../hooks/use-env-update';
import { validateUpdate } from '../lib/validate-update';
import { OptionToggle } from './option-toggle';
import { UpdateResults } from './update-results';

export function UpdatePanel({ shell }: { shell: ShellApi }) {
  const [useCloaking, setUseCloaking] = useState(false);
  const [cloakingEnabled, setCloakingEnabled] = useState(true);
  const [useVoluum, setUseVoluum] = useState(false);
  const [voluumEnabled, setVoluumEnabled] = useState(true);
  const { run, progress } = useEnvUpdate(shell);

  return (
    <div className="space-y-4">
      <DomainsRunCard
        title="Update ENV"
        domainsId="env-update-domains"
        action="Update"
        route="POST /api/env-proxy"
        check={(domains) => validateUpdate({ domains, useCloaking, useVoluum })}
        run={(domains) => run(domains, { cloakingEnabled, voluumEnabled, useCloaking, useVoluum })}
        progress={progress}
      >
        <OptionToggle name="Cloaking" use={useCloaking} enabled={cloakingEnabled} onUse={setUseCloaking} onEnabled={setCloakingEnabled} />
        <OptionToggle name="Voluum" use={useVoluum} enabled={voluumEnabled} onUse={setUseVoluum} onEnabled={setVoluumEnabled} />
      </DomainsRunCard>
      <UpdateResults timezone={shell.timezone} />
    </div>
  );
}
