// The steps of a revert (issue 30): each applied step of the original set goes back to the values the
// provider held before it, built against the provider's state now. A domain changed since by someone
// else (its records now are not what the set applied) is a conflict, skipped unless confirmed; a step
// whose old values were never read, or that never applied, cannot be reverted and is skipped.
import type { ChangeRecord, ChangeStepDoc } from '../../models/change-set';
import { sameRecords, type ReadResult } from './provider-records';

export type PlannedStep = Omit<ChangeStepDoc, 'appliedAt'>;

export function revertSteps(
  original: ChangeStepDoc[],
  current: Map<string, ReadResult>,
  opts: { domains?: string[]; confirmConflicts: boolean },
): PlannedStep[] {
  const wanted = opts.domains ? new Set(opts.domains) : null;
  return original
    .filter((s) => !wanted || wanted.has(s.domain))
    .map((s): PlannedStep => {
      const back = { records: s.old?.records ?? [] };
      const base = { domainId: s.domainId, domain: s.domain, provider: s.provider, target: s.target, old: null, new: back };
      if (s.status !== 'applied') return { ...base, status: 'skipped', answer: `Not reverted: the change was ${s.status} for ${s.domain}` };
      if (!s.old) return { ...base, status: 'skipped', answer: `Not reverted: what ${s.domain} had before was never read` };
      const now = current.get(s.domain);
      if (!now?.ok) return { ...base, status: 'skipped', answer: `Not reverted: ${now?.reason ?? 'its records could not be read'}` };
      const changedSince = !sameRecords(now.records, s.new.records);
      if (changedSince && !opts.confirmConflicts)
        return {
          ...base,
          old: { records: now.records },
          status: 'conflict',
          answer: `Changed since (now ${describe(now.records)}): not reverted unless confirmed`,
        };
      return { ...base, status: 'pending', answer: null };
    });
}

export function describe(records: ChangeRecord[]): string {
  return records.length ? records.map((r) => `${r.name} → ${r.content}`).join(', ') : 'no A records';
}
