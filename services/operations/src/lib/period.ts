// The log period filter of spec 2 §2.1 (1day, 1week (default), 1month, custom, all) as a time range.
import type { LogsQuery } from '@dop/contracts/ops';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A month is taken as 30 days: the panel asks for "the last month", not a calendar month. */
const SPAN_MS = { '1day': DAY_MS, '1week': 7 * DAY_MS, '1month': 30 * DAY_MS } as const;

export interface TimeRange {
  from?: Date;
  to?: Date;
}

export function periodRange(q: Pick<LogsQuery, 'period' | 'from' | 'to'>, now: Date = new Date()): TimeRange {
  switch (q.period) {
    case 'all':
      return {};
    case 'custom':
      return { from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined };
    default:
      return { from: new Date(now.getTime() - SPAN_MS[q.period]) };
  }
}

/** The Mongo condition on `timestamp` for a range, or undefined for "all time". */
export function timestampCondition(range: TimeRange): Record<string, Date> | undefined {
  const cond: Record<string, Date> = {};
  if (range.from) cond.$gte = range.from;
  if (range.to) cond.$lte = range.to;
  return Object.keys(cond).length ? cond : undefined;
}
