// How a dry run reads (issue 30): per domain, whether applying changes its A records, leaves them as
// they are, or cannot be judged because the DNS host could not be read; the counts over the plan; and
// the progress line while the service is still reading.
import type { ChangeDetail, ChangeStep, ChangeSummary } from '@dop/contracts/changes';
import { diffRecords, isEmptyDiff, type RecordsDiff } from '../../dns-records/lib/records-diff';

export type PlanVerdict = 'changed' | 'unchanged' | 'unread';

export interface PlannedDomain {
  step: ChangeStep;
  verdict: PlanVerdict;
  /** From what the host holds to the plan's records; null when the host could not be read. */
  diff: RecordsDiff | null;
}

export interface PlanCounts {
  domains: number;
  changed: number;
  unchanged: number;
  unread: number;
}

export function plannedDomain(step: ChangeStep): PlannedDomain {
  if (!step.old) return { step, verdict: 'unread', diff: null };
  const diff = diffRecords(step.old.records, step.new.records, step.domain);
  return { step, verdict: isEmptyDiff(diff) ? 'unchanged' : 'changed', diff };
}

export function planCounts(domains: PlannedDomain[]): PlanCounts {
  const count = (v: PlanVerdict) => domains.filter((d) => d.verdict === v).length;
  return { domains: domains.length, changed: count('changed'), unchanged: count('unchanged'), unread: count('unread') };
}

/** The domains of a plan, the ones that need a look first: unread, then changed, then unchanged. */
export function plannedDomains(plan: Pick<ChangeDetail, 'steps'>): PlannedDomain[] {
  const order: Record<PlanVerdict, number> = { unread: 0, changed: 1, unchanged: 2 };
  return plan.steps.map(plannedDomain).sort((a, b) => order[a.verdict] - order[b.verdict]);
}

export function planCountsText(c: PlanCounts): string {
  return `${c.domains} domain${c.domains === 1 ? '' : 's'} · ${c.changed} changed · ${c.unchanged} unchanged · ${c.unread} could not be read`;
}

export const VERDICT_LABELS: Record<PlanVerdict, string> = {
  changed: 'Changed',
  unchanged: 'Unchanged',
  unread: 'Could not be read',
};

/** 'Reading current records: 12 / 30' while the service plans. */
export const progressText = (plan: Pick<ChangeSummary, 'planned' | 'counts'>) =>
  `Reading current records: ${plan.planned} / ${plan.counts.domains}`;

/** Something to apply: at least one domain changes (unread ones apply too, but alone they are a guess). */
export const hasChanges = (c: PlanCounts) => c.changed + c.unread > 0;
