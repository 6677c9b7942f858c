// Issue 30: a provider route that changes DNS may not apply at once. It answers 202 with the change
// set's id when the change waits for a second admin ('awaiting_approval') or was only planned (a dry
// run), and 409 with details {confirmDomains: N} when a team with a single admin must confirm by
// typing N. These helpers read those answers for every tab. The ui package stays free of the contracts
// (and zod): the shapes are checked here by hand, and the caller passes the contract's wording.

/** The 202 body of a change that did not apply now (the contract's ChangeNotAppliedReply). */
export interface ChangeNotApplied {
  changeId: string;
  status: 'awaiting_approval' | 'planned';
  message: string;
}

/** Where a planned change is seen and applied: the Domains tab's Changes card. */
export const PLANNED_TEXT = 'Planned: open Changes in the Domains tab to see and apply it';

/** True for a 202 body of a held or planned change; false for a route's ordinary answer. */
export function isChangeNotApplied(reply: unknown): reply is ChangeNotApplied {
  if (!reply || typeof reply !== 'object') return false;
  const r = reply as Partial<ChangeNotApplied>;
  return typeof r.changeId === 'string' && (r.status === 'awaiting_approval' || r.status === 'planned');
}

/**
 * The number a 409 asks the author to type; null for any other error. Duck-typed on status and
 * details: every remote bundles its own copy of the API error class, so instanceof cannot be trusted.
 */
export function confirmDomainsOf(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { status?: unknown; details?: unknown };
  if (e.status !== 409) return null;
  const n = (e.details as { confirmDomains?: unknown } | undefined)?.confirmDomains;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** What the author typed matches the number exactly (spaces around allowed, nothing else). */
export const confirmMatches = (typed: string, n: number | null) => n !== null && typed.trim() === String(n);
