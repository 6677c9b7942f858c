// For Me / For All (spec 1 §6, spec 2 §1): For Me narrows reads and clears to the caller's own rows.
import { literalPattern } from '@dop/service-kit';

export function ownerFilter(userId: string, showAll: boolean | undefined): { userId?: string } {
  return showAll ? {} : { userId };
}

/** Turns what a user typed into a literal, case-insensitive substring match on stored (lower-case) domains. */
export function domainSearch(search: string | undefined): RegExp | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  return new RegExp(literalPattern(text));
}
