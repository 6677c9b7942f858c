// The Hurricane Electric tab (spec 2 §2.9): DNS Update form, Operation Logs console, Deployment
// Summary of the last update, DNS Update Results and the accounts card. Issue 30: the update is a
// change set (dry run, approval, confirm).
import { AWAITING_APPROVAL } from '@dop/contracts/changes';
import type { DnsDomainResult, HeUpdateBody, HeUpdateResponse } from '@dop/contracts/dns-providers';
import { POLL_MS, serverMessage, type ShellApi } from '@dop/mf-kit';
import { ChangeHeldNotice } from '@dop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DnsResultsList } from '../../../shared/dns-results-list';
import { LogsConsole } from '../../../shared/logs-console';
import { dnsKeys } from '../../../shared/queries';
import { ChangeControls } from '../../../shared/change-controls';
import { useChangeSubmit } from '../../../shared/use-change-submit';
import { heApi } from '../api/he-api';
import { useHeAccounts } from '../hooks/use-he-accounts';
import { DeploymentSummary } from './deployment-summary';
import { DnsUpdateForm } from './dns-update-form';
import { HeAccountsCard } from './he-accounts-card';

export function HePage({ shell }: { shell: ShellApi }) {
  const client = useQueryClient();
  const accounts = useHeAccounts();
  const [summary, setSummary] = useState<DnsDomainResult[]>([]);
  const refresh = () => void client.invalidateQueries({ queryKey: dnsKeys.all });
  // Issue 30: a dry run, a change held for approval, the single admin's confirm (use-change-submit.ts).
  const update = useChangeSubmit(shell, {
    send: (body: HeUpdateBody, dryRun) => heApi.updateDns(body, dryRun),
    onApplied: (answer: HeUpdateResponse) => {
      setSummary(answer.results);
      const failed = answer.results.filter((r) => !r.success).length;
      if (failed)
        shell.toasts.show({
          title: 'DNS Update Failed',
          description: `${failed} of ${answer.results.length} failed`,
          variant: 'destructive',
        });
      else shell.toasts.show({ title: 'DNS records updated', description: `${answer.results.length} domain(s)` });
    },
    onFailed: (err) =>
      shell.toasts.show({
        title: 'DNS Update Failed',
        description: serverMessage(err) || 'Failed to update DNS records',
        variant: 'destructive',
      }),
    onSettled: refresh,
  });

  // Spec 2 §9 gives 15 s to the main view and 5 s to the PowerDNS page; the HE page is the other DNS
  // provider page, whose updates are followed live in its console, so it polls like PowerDNS.
  const poll = POLL_MS.powerDnsResultsAndLogs;
  return (
    <div className="space-y-4">
      <DnsUpdateForm
        accounts={accounts.data ?? []}
        running={update.isPending}
        onSubmit={update.submit}
        onInvalid={(message) => shell.toasts.show({ title: message, variant: 'destructive' })}
        controls={<ChangeControls id="he" flow={update} />}
        canSubmit={update.canSubmit}
      />
      <LogsConsole op="hurricane-electric" showAll={shell.showAllOperations} timezone={shell.timezone} pollMs={poll} />
      {update.held ? <ChangeHeldNotice change={update.held} awaiting={AWAITING_APPROVAL} /> : <DeploymentSummary results={summary} />}
      <DnsResultsList
        op="hurricane-electric"
        title="DNS Update Results"
        showAll={shell.showAllOperations}
        timezone={shell.timezone}
        pollMs={poll}
      />
      <HeAccountsCard shell={shell} />
    </div>
  );
}
