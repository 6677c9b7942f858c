// An open change set (issue 30): per domain, the values before and after side by side (A records, name
// servers or SSL mode, by the step's kind), the step's status and the provider's answer, and a revert
// of that one domain. A step's domainId may be null (a domain only another tab knows): it lists all the same.
import type { ChangeStep, ChangeSummary } from '@dop/contracts/changes';
import { RoleButton } from '@dop/mf-kit';
import { ToneBadge } from '@dop/operations-ui';
import { Spinner } from '@dop/ui';
import { useChangeDetail } from '../hooks/use-changes';
import { IN_PROGRESS, kindLabel, providerLabel, statusLabel, statusTone } from '../lib/change-labels';
import { stepRevertible } from '../lib/change-text';
import { BeforeAfter } from './before-after';

export interface ChangeStepsProps {
  change: ChangeSummary;
  onRevertDomain: (domain: string) => void;
}

export function ChangeSteps({ change, onRevertDomain }: ChangeStepsProps) {
  const detail = useChangeDetail(change.id);
  if (detail.error)
    return (
      <p role="alert" className="p-3 text-sm text-destructive">
        {detail.error.message}
      </p>
    );
  if (!detail.data) return <Spinner />;
  const busy = IN_PROGRESS.has(detail.data.status);
  return (
    <ul className="divide-y divide-border">
      {detail.data.steps.map((s, i) => (
        <StepItem
          key={`${s.domain}:${s.kind}:${i}`}
          step={s}
          canRevert={!busy && stepRevertible(s)}
          onRevert={() => onRevertDomain(s.domain)}
        />
      ))}
    </ul>
  );
}

function StepItem({ step, canRevert, onRevert }: { step: ChangeStep; canRevert: boolean; onRevert: () => void }) {
  return (
    <li aria-label={step.domain} className="space-y-2 p-3 text-sm" data-testid="change-step">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{step.domain}</span>
        <span className="text-muted-foreground">{`${providerLabel(step.provider)} · ${kindLabel(step.kind)}`}</span>
        <ToneBadge tone={statusTone(step.status)}>{statusLabel(step.status)}</ToneBadge>
        {canRevert && (
          <RoleButton
            route="POST /api/changes/:id/revert"
            size="sm"
            variant="outline"
            className="ml-auto"
            aria-label={`Revert ${step.domain}`}
            onClick={onRevert}
          >
            Revert
          </RoleButton>
        )}
      </div>
      <BeforeAfter old={step.old} new={step.new} kind={step.kind} />
      {step.answer && <p className="text-xs text-muted-foreground">{`Provider's answer: ${step.answer}`}</p>}
    </li>
  );
}
