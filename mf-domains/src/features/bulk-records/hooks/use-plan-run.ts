// A dry run (issue 30): POST /api/changes/plan starts it, then the set is read every half second while
// the service reads each domain's current records, until it is planned. reset() goes back to the form.
import type { PlanRecordsBody } from '@dop/contracts/changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changesKeys, fetchChange } from '../../changes/api/changes-api';
import { planRecords } from '../api/plan-api';

export const PLAN_POLL_MS = 500;

export function usePlanRun() {
  const qc = useQueryClient();
  const [planId, setPlanId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: PlanRecordsBody) => planRecords(body),
    onSuccess: (planning) => {
      setPlanId(planning.id);
      // The plan is a change set of its own: an open log lists it.
      void qc.invalidateQueries({ queryKey: changesKeys.all });
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
    start.reset();
  };
  return { planId, start, plan, reset };
}
