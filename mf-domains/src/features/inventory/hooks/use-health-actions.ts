// Issue 29: the health panel's actions: "Check now" and the fixes. Each ends in a check job of the
// domain; the panel shows the outcome and, when that job ends, the list (and so the panel) reloads.
import { useMutation } from '@tanstack/react-query';
import { AWAITING_APPROVAL } from '@dop/contracts/changes';
import type { InventoryFixBody } from '@dop/contracts/inventory';
import type { ShellApi } from '@dop/mf-kit';
import { useState } from 'react';
import { checkDomains, fixDomain } from '../api/inventory-api';
import { useInventoryJob } from './use-inventory-job';

export interface HealthOutcome {
  ok: boolean;
  text: string;
}

export function useHealthActions(shell: ShellApi, domainId: string) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<HealthOutcome | null>(null);
  const job = useInventoryJob(jobId);
  const fail = (err: Error) => {
    setOutcome({ ok: false, text: err.message });
    shell.toasts.show({ title: 'Error', description: err.message, variant: 'destructive' });
  };

  const check = useMutation({
    mutationFn: () => checkDomains([domainId]),
    onMutate: () => setOutcome(null),
    onSuccess: (j) => setJobId(j.id),
    onError: fail,
  });
  const fix = useMutation({
    mutationFn: (body: InventoryFixBody) => fixDomain(domainId, body),
    onMutate: () => setOutcome(null),
    onSuccess: (reply) => {
      if ('status' in reply) {
        setOutcome({ ok: true, text: `${AWAITING_APPROVAL.title}: ${reply.message}` });
        shell.toasts.show({ title: AWAITING_APPROVAL.title, description: AWAITING_APPROVAL.message });
        return;
      }
      setOutcome({ ok: reply.success, text: reply.message });
      shell.toasts.show({
        title: reply.success ? 'Fixed' : 'Fix failed',
        description: reply.message,
        ...(reply.success ? {} : { variant: 'destructive' as const }),
      });
      setJobId(reply.checkJobId);
    },
    onError: fail,
  });
  const checking = check.isPending || (jobId !== null && job !== null && !job.finished) || (jobId !== null && job === null);
  return { check, fix, outcome, checking, busy: checking || fix.isPending };
}
