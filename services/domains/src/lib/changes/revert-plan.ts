// The steps of a revert (issue 30): each applied step of the original set goes back to the values the
// provider held before it, built against the provider's state now. A domain changed since by someone
// else (its records now are not what the set applied) is a conflict, skipped unless confirmed; a step
// whose old values were never read, or that never applied, cannot be reverted and is skipped.
import type { ChangeStepDoc } from '../../models/change-set';
import type { ValuesRead } from './provider-records';
import { describeValues, sameValues, stepKind } from './step-values';

export type PlannedStep = Omit<ChangeStepDoc, 'appliedAt'>;

/** One domain may have a step of each kind (A records and SSL mode): what it holds now is read per kind. */
export const valuesKey = (s: Pick<ChangeStepDoc, 'domain' | 'kind'>) => `${s.domain}|${stepKind(s)}`;

export function revertSteps(
  original: ChangeStepDoc[],
  current: Map<string, ValuesRead>,
  opts: { domains?: string[]; confirmConflicts: boolean },
): PlannedStep[] {
  const wanted = opts.domains ? new Set(opts.domains) : null;
  return original
    .filter((s) => !wanted || wanted.has(s.domain))
    .map((s): PlannedStep => {
      const kind = stepKind(s);
      const back = s.old ?? { records: [] };
      const base = { domainId: s.domainId, domain: s.domain, provider: s.provider, kind, target: s.target, old: null, new: back };
      if (s.status !== 'applied') return { ...base, status: 'skipped', answer: `Not reverted: the change was ${s.status} for ${s.domain}` };
      if (!s.old) return { ...base, status: 'skipped', answer: `Not reverted: what ${s.domain} had before was never read` };
      const now = current.get(valuesKey(s));
      if (!now?.ok) return { ...base, status: 'skipped', answer: `Not reverted: ${now?.reason ?? 'its values could not be read'}` };
      const changedSince = !sameValues(kind, now.values, s.new);
      if (changedSince && !opts.confirmConflicts)
        return {
          ...base,
          old: now.values,
          status: 'conflict',
          answer: `Changed since (now ${describeValues(kind, now.values)}): not reverted unless confirmed`,
        };
      return { ...base, status: 'pending', answer: null };
    });
}
