// DNS Update Results (spec 2 §2.9, §9): the latest 20, newest first, one per domain and timestamp.
import type { OperationResult } from '@dop/contracts/ops';
import type { UserSummary } from '@dop/contracts/users';

export const RESULTS_SHOWN = 20;

export function latestResults(rows: OperationResult[], limit = RESULTS_SHOWN): OperationResult[] {
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    const key = `${r.domain}|${r.timestamp}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp)).slice(0, limit);
}

/** The user tag of a result: display name, else username, else nothing. */
export function userTag(userId: string | null, users: UserSummary[] | undefined): string | null {
  if (!userId) return null;
  const user = users?.find((u) => u.id === userId);
  return user ? user.displayName?.trim() || user.username : null;
}
