// "Change A records" (issue 30): the same A records for many domains, as a dry run first. The form is
// planned (the service reads what each domain's DNS host holds, with progress), the plan shows per
// domain what will change, and Apply sends it: applied, held for a second admin, or, in a team with a
// single admin, confirmed by typing the number of domains. Nothing changes before Apply.
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { useState, type FormEvent } from 'react';
import { usePlanApply } from '../hooks/use-plan-apply';
import { usePlanRun } from '../hooks/use-plan-run';
import { emptyPlanForm, planBody, planFormProblem, type PlanForm } from '../lib/plan-form';
import { PlanFormFields } from './plan-form-fields';
import { ApplyPlanButton, PlanConfirm, PlanStage } from './plan-stage';

export const BULK_RECORDS_TITLE = 'Change A records';

export function BulkRecordsDialog({ shell, domains = [], onClose }: { shell: ShellApi; domains?: string[]; onClose: () => void }) {
  const [form, setForm] = useState<PlanForm>(() => emptyPlanForm(domains));
  const [problem, setProblem] = useState<string | null>(null);
  const run = usePlanRun();
  const flow = usePlanApply(shell, run.plan.data, onClose);

  const submitPlan = (e: FormEvent) => {
    e.preventDefault();
    const found = planFormProblem(form);
    setProblem(found);
    if (!found) run.start.mutate(planBody(form));
  };
  const back = () => {
    run.reset();
    flow.reset();
  };

  const failure = problem ?? run.start.error?.message ?? run.plan.error?.message ?? flow.failure;
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
          <PlanStage plan={run.plan.data} failed={run.plan.error !== null} />
        )}
        <PlanConfirm id="plan-confirm" flow={flow} />
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
            <ApplyPlanButton flow={flow} />
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
