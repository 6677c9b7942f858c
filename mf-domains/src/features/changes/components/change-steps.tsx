// An open change set (issue 30): per domain, the records before and after side by side, the step's
// status and the provider's answer, and a revert of that one domain.
import type { ChangeStep, ChangeSummary } from '@dop/contracts/changes';
import { RoleButton } from '@dop/mf-kit';
import { ToneBadge } from '@dop/operations-ui';
import { Spinner } from '@dop/ui';
import { useChangeDetail } from '../hooks/use-changes';
import { IN_PROGRESS, providerLabel, statusLabel, statusTone } from '../lib/change-labels';
import { stepRevertible, valuesText } from '../lib/change-text';

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
      {detail.data.steps.map((s) => (
        <StepItem key={s.domain} step={s} canRevert={!busy && stepRevertible(s)} onRevert={() => onRevertDomain(s.domain)} />
      ))}
    </ul>
  );
}

function StepItem({ step, canRevert, onRevert }: { step: ChangeStep; canRevert: boolean; onRevert: () => void }) {
  return (
    <li aria-label={step.domain} className="space-y-2 p-3 text-sm" data-testid="change-step">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{step.domain}</span>
        <span className="text-muted-foreground">{providerLabel(step.provider)}</span>
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
      <div className="grid grid-cols-2 gap-3">
        <Values title="Before" lines={valuesText(step.old)} />
        <Values title="After" lines={valuesText(step.new)} />
      </div>
      {step.answer && <p className="text-xs text-muted-foreground">{`Provider's answer: ${step.answer}`}</p>}
    </li>
  );
}

function Values({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <div className="text-xs font-medium text-muted-foreground">{title}</div>
      <ul aria-label={title} className="font-mono text-xs">
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </div>
  );
}
