// "Change A records" (issue 30): the same A records for many domains, as a dry run first. The form is
// planned (the service reads what each domain's DNS host holds, with progress), the plan shows per
// domain what will change, and Apply sends it: applied, held for a second admin, or, in a team with a
// single admin, confirmed by typing the number of domains. Nothing changes before Apply.
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { useState, type FormEvent } from 'react';
import { ConfirmDomainsField } from '../../changes/components/confirm-domains-field';
import { statusLabel } from '../../changes/lib/change-labels';
import { confirmDomainsOf, confirmMatches } from '../../changes/lib/confirm-domains';
import { useApplyPlan } from '../hooks/use-apply-plan';
import { usePlanRun } from '../hooks/use-plan-run';
import { emptyPlanForm, planBody, planFormProblem, type PlanForm } from '../lib/plan-form';
import { hasChanges, planCounts, plannedDomains, progressText } from '../lib/plan-summary';
import { PlanFormFields } from './plan-form-fields';
import { PlanView } from './plan-view';

export const BULK_RECORDS_TITLE = 'Change A records';

export function BulkRecordsDialog({ shell, domains = [], onClose }: { shell: ShellApi; domains?: string[]; onClose: () => void }) {
  const [form, setForm] = useState<PlanForm>(() => emptyPlanForm(domains));
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const run = usePlanRun();
  const apply = useApplyPlan(shell);
  const plan = run.plan.data;
  const planned = plan?.status === 'planned' ? plan : null;
  const askCount = confirmDomainsOf(apply.error);
  const applicable = planned !== null && hasChanges(planCounts(plannedDomains(planned)));

  const submitPlan = (e: FormEvent) => {
    e.preventDefault();
    const found = planFormProblem(form);
    setProblem(found);
    if (!found) run.start.mutate(planBody(form));
  };
  const back = () => {
    run.reset();
    apply.reset();
    setTyped('');
  };
  const sendApply = () =>
    planned && apply.mutate({ id: planned.id, ...(askCount === null ? {} : { confirmDomains: askCount }) }, { onSuccess: onClose });

  const failure = problem ?? run.start.error?.message ?? run.plan.error?.message ?? (askCount === null ? apply.error?.message : null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{BULK_RECORDS_TITLE}</DialogTitle>
          <DialogDescription>Plan first: the current records are read and nothing changes until you apply.</DialogDescription>
        </DialogHeader>
        {run.planId === null ? (
          <form id="bulk-records-form" onSubmit={submitPlan} noValidate>
            <PlanFormFields value={form} onChange={setForm} />
          </form>
        ) : (
          <div aria-live="polite" className="space-y-3">
            {(!plan || plan.status === 'planning') && !run.plan.error && (
              <p role="status" className="text-sm">
                {plan ? progressText(plan) : 'Reading current records…'}
              </p>
            )}
            {planned && <PlanView plan={planned} />}
            {plan && !planned && plan.status !== 'planning' && (
              <p className="text-sm text-muted-foreground">{`This plan is no longer waiting to be applied: ${statusLabel(plan.status)}.`}</p>
            )}
          </div>
        )}
        {askCount !== null && (
          <ConfirmDomainsField id="plan-confirm" message={apply.error?.message ?? ''} count={askCount} value={typed} onChange={setTyped} />
        )}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <DialogFooter>
          {run.planId !== null && (
            <Button variant="outline" onClick={back} className="sm:mr-auto">
              Back
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {run.planId === null ? (
            <RoleButton route="POST /api/changes/plan" type="submit" form="bulk-records-form" disabled={run.start.isPending}>
              {run.start.isPending ? 'Planning...' : 'Plan'}
            </RoleButton>
          ) : (
            <RoleButton
              route="POST /api/changes/:id/apply"
              disabled={!applicable || apply.isPending || (askCount !== null && !confirmMatches(typed, askCount))}
              onClick={sendApply}
            >
              {apply.isPending ? 'Applying...' : 'Apply'}
            </RoleButton>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
