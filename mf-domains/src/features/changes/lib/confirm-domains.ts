// The single-admin confirm (issue 30): over the team's threshold with no second admin to approve, the
// service answers 409 with details {confirmDomains: N}, and the author retypes N to go ahead.
import { isApiError } from '@dop/mf-kit';

/** The number a 409 asks the author to type; null for any other answer. */
export function confirmDomainsOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const n = (error.details as { confirmDomains?: unknown } | undefined)?.confirmDomains;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** What the author typed matches exactly (spaces around allowed, nothing else). */
export const confirmMatches = (typed: string, n: number | null) => n !== null && typed.trim() === String(n);
