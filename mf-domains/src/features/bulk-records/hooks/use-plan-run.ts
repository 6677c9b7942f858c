// A dry run (issue 30): a call starts it (POST /api/changes/plan, a BIND or CSV import), then the set is
// read every half second while the service reads each domain's current records, until it is planned.
// reset() goes back to the form. The starting call is the caller's, so every way of planning a change
// follows and applies it the same way.
import type { ChangeSummary, PlanRecordsBody } from '@dop/contracts/changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { domainsKeys } from '../../domains/api/domains-api';
import { changesKeys, fetchChange } from '../../changes/api/changes-api';
import { planRecords } from '../api/plan-api';

export const PLAN_POLL_MS = 500;

export interface PlanStart<B, R> {
  send: (body: B) => Promise<R>;
  /** The planned set's id in the reply; null when the reply plans nothing (a CSV without IPs). */
  planIdOf: (reply: R) => string | null;
  /** The start also changed the domain list (a CSV import adds domains). */
  changesDomains?: boolean;
}

const PLAN_RECORDS: PlanStart<PlanRecordsBody, ChangeSummary> = { send: planRecords, planIdOf: (r) => r.id };

export function usePlanRun<B = PlanRecordsBody, R = ChangeSummary>(start: PlanStart<B, R> = PLAN_RECORDS as unknown as PlanStart<B, R>) {
  const qc = useQueryClient();
  const [planId, setPlanId] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: B) => start.send(body),
    onSuccess: (reply) => {
      setPlanId(start.planIdOf(reply));
      // The plan is a change set of its own: an open log lists it.
      void qc.invalidateQueries({ queryKey: changesKeys.all });
      if (start.changesDomains) void qc.invalidateQueries({ queryKey: domainsKeys.all });
    },
  });
  const plan = useQuery({
    queryKey: changesKeys.detail(planId ?? 'none'),
    queryFn: ({ signal }) => fetchChange(planId!, signal),
    enabled: planId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'planning' ? PLAN_POLL_MS : false),
  });
  const reset = () => {
    setPlanId(null);
    send.reset();
  };
  return { planId, start: send, plan, reset };
}

export type PlanRun<B = PlanRecordsBody, R = ChangeSummary> = ReturnType<typeof usePlanRun<B, R>>;
