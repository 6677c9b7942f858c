// The PowerDNS tab (spec 2 §2.10): DNS Management (zone form, accounts, logs and results polled every
// 5 s) and Monitoring Proxy. Issue 30: the update is a change set (dry run, approval, confirm).
import { AWAITING_APPROVAL } from '@dop/contracts/changes';
import type { PdnsUpdateBody, PdnsUpdateResponse } from '@dop/contracts/dns-providers';
import { POLL_MS, serverMessage, type ShellApi } from '@dop/mf-kit';
import { OperationLogsCard } from '@dop/operations-ui';
import { ChangeHeldNotice, Tabs, TabsContent, TabsList, TabsTrigger } from '@dop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DnsResultsList } from '../../../shared/dns-results-list';
import { dnsKeys } from '../../../shared/queries';
import { ChangeControls } from '../../../shared/change-controls';
import { useChangeSubmit } from '../../../shared/use-change-submit';
import { DeploymentSummary } from '../../he/components/deployment-summary';
import { pdnsApi } from '../api/pdns-api';
import { usePdnsAccounts } from '../hooks/use-pdns-accounts';
import { PdnsAccountsCard } from './pdns-accounts-card';
import { ProxyMonitor } from './proxy-monitor';
import { ZoneForm } from './zone-form';

export function PdnsPage({ shell }: { shell: ShellApi }) {
  const client = useQueryClient();
  const accounts = usePdnsAccounts();
  const [last, setLast] = useState<PdnsUpdateResponse | null>(null);
  const poll = POLL_MS.powerDnsResultsAndLogs;
  // Issue 30: a dry run, a change held for approval, the single admin's confirm (use-change-submit.ts).
  const update = useChangeSubmit(shell, {
    send: (body: PdnsUpdateBody, dryRun) => pdnsApi.updateZones(body, dryRun),
    onApplied: (answer: PdnsUpdateResponse) => {
      setLast(answer);
      const failed = answer.totalProcessed - answer.successCount;
      shell.toasts.show(
        failed
          ? { title: 'PowerDNS operation failed', description: `${failed} of ${answer.totalProcessed} failed`, variant: 'destructive' }
          : { title: 'PowerDNS updated', description: `${answer.successCount} of ${answer.totalProcessed} succeeded` },
      );
    },
    onFailed: (err) => shell.toasts.show({ title: 'PowerDNS operation failed', description: serverMessage(err), variant: 'destructive' }),
    onSettled: () =>
      void client.invalidateQueries({ queryKey: dnsKeys.all }).then(() => client.invalidateQueries({ queryKey: ['operations'] })),
  });

  return (
    <Tabs defaultValue="dns">
      <TabsList aria-label="PowerDNS sections">
        <TabsTrigger value="dns">DNS Management</TabsTrigger>
        <TabsTrigger value="proxy">Monitoring Proxy</TabsTrigger>
      </TabsList>
      <TabsContent value="dns" className="space-y-4">
        <ZoneForm
          accounts={accounts.data ?? []}
          running={update.isPending}
          onSubmit={update.submit}
          onInvalid={(m) => shell.toasts.show({ title: m, variant: 'destructive' })}
          controls={<ChangeControls id="pdns" flow={update} />}
          canSubmit={update.canSubmit}
        />
        {update.held ? (
          <ChangeHeldNotice change={update.held} awaiting={AWAITING_APPROVAL} />
        ) : (
          last && <DeploymentSummary results={last.results} />
        )}
        <PdnsAccountsCard shell={shell} />
        <OperationLogsCard
          showAll={shell.showAllOperations}
          timezone={shell.timezone}
          operationType="powerdns"
          pollMs={poll}
          title="PowerDNS Logs"
        />
        <DnsResultsList op="powerdns" title="PowerDNS Results" showAll={shell.showAllOperations} timezone={shell.timezone} pollMs={poll} />
      </TabsContent>
      <TabsContent value="proxy">
        <ProxyMonitor shell={shell} />
      </TabsContent>
    </Tabs>
  );
}
