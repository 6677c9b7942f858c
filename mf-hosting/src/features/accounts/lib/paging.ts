// Spec 2 §5: per-page inputs take 1 to 1000; the hosting list defaults to 5 and an invalid value
// resets to 5. Search matches name, e-mail or endpoint, case-insensitively. The slicing is pageOf in @dop/ui.
import type { DiorhostAccount } from '@dop/contracts/hosting';

export const HOSTING_PER_PAGE_DEFAULT = 5;
export const PER_PAGE_MIN = 1;
export const PER_PAGE_MAX = 1000;

/** The page size a typed value stands for: whole numbers 1-1000, anything else 5. */
export function parsePerPage(text: string): number {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= PER_PAGE_MIN && n <= PER_PAGE_MAX ? n : HOSTING_PER_PAGE_DEFAULT;
}

export function filterAccounts(accounts: DiorhostAccount[], search: string): DiorhostAccount[] {
  const q = search.trim().toLowerCase();
  if (!q) return accounts;
  return accounts.filter((a) => [a.name, a.email, a.apiEndpoint].some((f) => f.toLowerCase().includes(q)));
}
