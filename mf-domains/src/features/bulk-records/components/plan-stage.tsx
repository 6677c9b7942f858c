// The plan half of a planning dialog (issue 30): progress while the service reads each domain's current
// records, the plan per domain once planned, a note when the set has moved on; and the pieces of Apply
// (the single admin's typed confirm, the button) that every planning dialog shows the same way.
import type { ChangeDetail } from '@dop/contracts/changes';
import { RoleButton } from '@dop/mf-kit';
import { ConfirmDomainsField } from '@dop/ui';
import { statusLabel } from '../../changes/lib/change-labels';
import type { PlanApplyFlow } from '../hooks/use-plan-apply';
import { progressText } from '../lib/plan-summary';
import { PlanView } from './plan-view';

export function PlanStage({ plan, failed }: { plan: ChangeDetail | undefined; failed: boolean }) {
  return (
    <div aria-live="polite" className="space-y-3">
      {(!plan || plan.status === 'planning') && !failed && (
        <p role="status" className="text-sm">
          {plan ? progressText(plan) : 'Reading current records…'}
        </p>
      )}
      {plan?.status === 'planned' && <PlanView plan={plan} />}
      {plan && plan.status !== 'planned' && plan.status !== 'planning' && (
        <p className="text-sm text-muted-foreground">{`This plan is no longer waiting to be applied: ${statusLabel(plan.status)}.`}</p>
      )}
    </div>
  );
}

export function PlanConfirm({ id, flow }: { id: string; flow: PlanApplyFlow }) {
  if (flow.askCount === null) return null;
  return <ConfirmDomainsField id={id} message={flow.confirmMessage} count={flow.askCount} value={flow.typed} onChange={flow.setTyped} />;
}

export function ApplyPlanButton({ flow }: { flow: PlanApplyFlow }) {
  return (
    <RoleButton route="POST /api/changes/:id/apply" disabled={!flow.canSend} onClick={flow.send}>
      {flow.pending ? 'Applying...' : 'Apply'}
    </RoleButton>
  );
}
