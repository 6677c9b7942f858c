// When a change set waits for a second admin (issue 30): it touches more than changeApprovalDomains
// domains (0 = never), or removes or changes more than changeApprovalRatio of the A records of a zone
// that holds at least 10 of them (OctoDNS's 30 % rule, per zone). Answers why, or null.
import type { ChangeRecord, ChangeStepDoc } from '../../models/change-set';

export interface ApprovalPolicy {
  changeApprovalDomains: number;
  changeApprovalRatio: number;
}

/** Zones smaller than this are left to the domain count: a 2-record zone rewritten is no red flag. */
export const RATIO_MIN_RECORDS = 10;

const key = (r: ChangeRecord) => `${r.name.toLowerCase()}=${r.content}`;

/** How many of `old` are not kept as they are in `next` (removed or given another address). */
export function touchedRecords(old: ChangeRecord[], next: ChangeRecord[]): number {
  const kept = new Set(next.map(key));
  return old.filter((r) => !kept.has(key(r))).length;
}

export function approvalReason(steps: Pick<ChangeStepDoc, 'domain' | 'old' | 'new' | 'kind'>[], policy: ApprovalPolicy): string | null {
  if (policy.changeApprovalDomains > 0 && steps.length > policy.changeApprovalDomains)
    return `It changes ${steps.length} domains, more than ${policy.changeApprovalDomains}`;
  for (const s of steps) {
    if ((s.kind ?? 'a-records') !== 'a-records') continue;
    const old = s.old?.records ?? [];
    if (old.length < RATIO_MIN_RECORDS) continue;
    const touched = touchedRecords(old, s.new.records);
    if (touched / old.length > policy.changeApprovalRatio)
      return `It removes or changes ${touched} of the ${old.length} A records of ${s.domain}, more than ${Math.round(policy.changeApprovalRatio * 100)} %`;
  }
  return null;
}
