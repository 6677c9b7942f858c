// How an import's notes read (issue 30): records the BIND import left out ("Line 5: MX mail — not
// imported") and the lines that refused a file, from the 400's details {problems: [{line, reason}]}.
import { isApiError } from '@dop/mf-kit';

export interface LineProblem {
  line: number;
  reason: string;
}

export interface SkippedRecord {
  line: number;
  type: string;
  name: string;
}

export const skippedText = (s: SkippedRecord) => `Line ${s.line}: ${s.type} ${s.name} — not imported`;

/** Line 0 is the file as a whole (empty, too long): no line to name. */
export const problemText = (p: LineProblem) => (p.line > 0 ? `Line ${p.line}: ${p.reason}` : p.reason);

const isProblem = (p: unknown): p is LineProblem =>
  typeof p === 'object' && p !== null && typeof (p as LineProblem).line === 'number' && typeof (p as LineProblem).reason === 'string';

/** The problems by line of a refused import, in line order; [] for any other failure. */
export function lineProblemsOf(error: unknown): LineProblem[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const problems = (error.details as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? problems.filter(isProblem).sort((a, b) => a.line - b.line) : [];
}

/** The skipped records a refused BIND file would have left out, when the 400 names them. */
export function skippedOf(error: unknown): SkippedRecord[] {
  if (!isApiError(error)) return [];
  const skipped = (error.details as { skipped?: unknown } | undefined)?.skipped;
  return Array.isArray(skipped) ? (skipped as SkippedRecord[]) : [];
}
