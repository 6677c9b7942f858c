// Spec 2 §5 / §9: results per page 1 to 10, default 10, kept in browser storage; an invalid value
// resets to 10.
export const RESULTS_PER_PAGE_KEY = 'operations.resultsPerPage';
export const RESULTS_PER_PAGE_MAX = 10;
export const RESULTS_PER_PAGE_DEFAULT = 10;

export function validResultsPerPage(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= RESULTS_PER_PAGE_MAX ? n : RESULTS_PER_PAGE_DEFAULT;
}

export function readResultsPerPage(): number {
  try {
    return validResultsPerPage(globalThis.localStorage?.getItem(RESULTS_PER_PAGE_KEY));
  } catch {
    return RESULTS_PER_PAGE_DEFAULT;
  }
}

export function storeResultsPerPage(value: number): void {
  try {
    globalThis.localStorage?.setItem(RESULTS_PER_PAGE_KEY, String(value));
  } catch {
    // Storage can be full or blocked; the choice then lasts for this page view only.
  }
}
