// Change sets as the API shows them (contracts' ChangeSummary / ChangeDetail): the step targets (account
// ids, e-mails) stay inside; counts come from the steps.
import type { ChangeDetail, ChangeStep, ChangeSummary } from '@dop/contracts/changes';
import type { ChangeSetDoc, ChangeStepDoc } from '../../models/change-set';
import { settle } from './change-status';
import { cleanValues as values, stepKind } from './step-values';

const LISTED_DOMAINS = 5;
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function changeSummary(set: ChangeSetDoc): ChangeSummary {
  return {
    id: String(set._id),
    source: set.source,
    status: set.status,
    createdBy: { userId: set.createdBy.userId ?? null, userName: set.createdBy.userName ?? null },
    createdAt: new Date(set.createdAt).toISOString(),
    appliedAt: iso(set.appliedAt),
    revertOf: set.revertOf ? String(set.revertOf) : null,
    revertedBy: set.revertedBy ? String(set.revertedBy) : null,
    counts: settle(set.steps).counts,
    domains: set.steps.slice(0, LISTED_DOMAINS).map((s) => s.domain),
    approval: set.approval
      ? {
          reason: set.approval.reason,
          expiresAt: new Date(set.approval.expiresAt).toISOString(),
          decidedBy: set.approval.decidedBy
            ? { userId: set.approval.decidedBy.userId ?? null, userName: set.approval.decidedBy.userName ?? null }
            : null,
          decidedAt: iso(set.approval.decidedAt),
        }
      : null,
    planned: set.planned ?? 0,
  };
}

export function changeStep(step: ChangeStepDoc): ChangeStep {
  return {
    domainId: step.domainId,
    domain: step.domain,
    provider: step.provider,
    kind: stepKind(step),
    old: step.old ? values(step.old) : null,
    new: values(step.new),
    status: step.status,
    answer: step.answer ?? null,
    appliedAt: iso(step.appliedAt),
  };
}

export function changeDetail(set: ChangeSetDoc): ChangeDetail {
  return { ...changeSummary(set), steps: set.steps.map(changeStep) };
}
