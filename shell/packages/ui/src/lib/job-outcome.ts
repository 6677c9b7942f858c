// Issue 31: a job's outcome told the same way everywhere (progress cards, the header's jobs popover,
// the outcome notification): "N done, N failed", and plainly when every item failed.

export interface JobCounts {
  done: number;
  failed: number;
  total: number;
}

export type JobOutcomeTone = 'success' | 'error' | 'mixed' | 'none';

/** success: nothing failed; error: something failed and nothing succeeded; mixed: both. */
export function jobOutcomeTone({ done, failed }: JobCounts): JobOutcomeTone {
  if (failed === 0) return done > 0 ? 'success' : 'none';
  return done === 0 ? 'error' : 'mixed';
}

/** "3 done, 2 failed"; "All 20 failed" when every item failed. */
export function jobOutcomeText(c: JobCounts): string {
  if (c.total > 0 && c.failed === c.total) return `All ${c.total} failed`;
  return `${c.done} done, ${c.failed} failed`;
}
