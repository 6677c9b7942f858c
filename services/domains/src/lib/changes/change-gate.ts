// Whether a change set may apply now (issue 30): under the team's threshold it applies; over it, it
// waits for a second admin when the team has one, and otherwise its author confirms by typing the
// number of domains it changes.
import type { ChangeSet, ChangeStepDoc } from '../../models/change-set';
import { approvalReason, RATIO_MIN_RECORDS } from './approval-rule';
import type { ChangePolicy } from './change-policy';

export type GateDecision = { kind: 'apply' } | { kind: 'hold'; reason: string } | { kind: 'confirm'; reason: string; domains: number };

export function gate(steps: Pick<ChangeStepDoc, 'domain' | 'old' | 'new'>[], policy: ChangePolicy, confirmDomains?: number): GateDecision {
  const reason = approvalReason(steps, policy);
  if (!reason) return { kind: 'apply' };
  if (policy.approvers >= 2) return { kind: 'hold', reason };
  if (confirmDomains === steps.length) return { kind: 'apply' };
  return { kind: 'confirm', reason, domains: steps.length };
}

/** How long a held change waits for its approval before it expires. */
export const APPROVAL_TTL_MS = 24 * 3600_000;

/**
 * Whether the policy can matter at all: one domain is never over the domain count, and a zone under
 * RATIO_MIN_RECORDS records never over the ratio, so the DNS dialog's everyday save asks nobody.
 */
export function mayNeedApproval(steps: Pick<ChangeStepDoc, 'old'>[]): boolean {
  return steps.length > 1 || steps.some((s) => (s.old?.records.length ?? 0) >= RATIO_MIN_RECORDS);
}

/** The 409 that asks the single admin of a team to type the domain count (shared with the provider services). */
export { confirmationNeeded } from '@dop/service-kit';

/** A held change's approval record: why, and until when a second admin may approve it. */
export function heldApproval(reason: string): NonNullable<ChangeSet['approval']> {
  return { reason, expiresAt: new Date(Date.now() + APPROVAL_TTL_MS), decidedBy: null, decidedAt: null };
}
