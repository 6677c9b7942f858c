// The newest result time per domain from GET /api/results (timestamps in any form the spec lists).
import { parseTime } from '@dop/operations-ui';
import type { ResultItem } from '../api/domains-api';

export function latestResultTimes(results: ResultItem[]): Map<string, number> {
  const latest = new Map<string, number>();
  for (const r of results) {
    const at = parseTime(r.timestamp);
    if (at === null || at === 'invalid') continue;
    const t = at.getTime();
    const key = r.domain.toLowerCase();
    if (t > (latest.get(key) ?? -Infinity)) latest.set(key, t);
  }
  return latest;
}
