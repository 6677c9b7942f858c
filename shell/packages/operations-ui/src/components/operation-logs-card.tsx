// Operation Logs card (spec 2 §2.1): period filter (default 1 week), a capped-height list, oldest
// first, that scrolls to the newest line whenever new lines arrive.
import type { TimeZoneChoice } from '@dop/mf-kit';
import { Card, CardContent, CardHeader, CardTitle, focusRing, QueryContent } from '@dop/ui';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LOG_PERIOD, type OperationType } from '../api/types';
import { useLogs } from '../hooks/use-operations-queries';
import { LogLine } from './log-line';
import { localInputToIso, PeriodFilter, type PeriodValue } from './period-filter';

export interface OperationLogsCardProps {
  showAll: boolean;
  timezone: TimeZoneChoice;
  operationType?: OperationType;
  pollMs?: number;
  title?: string;
}

export function OperationLogsCard({ showAll, timezone, operationType, pollMs, title = 'Operation Logs' }: OperationLogsCardProps) {
  const [period, setPeriod] = useState<PeriodValue>({ period: DEFAULT_LOG_PERIOD, from: '', to: '' });
  const customIncomplete = period.period === 'custom' && !period.from && !period.to;
  // A custom period without bounds is not asked for (the API would answer 400); the last answer stays.
  const effective = customIncomplete ? { ...period, period: DEFAULT_LOG_PERIOD } : period;
  const query = useLogs(
    { showAll, operationType, period: effective.period, from: localInputToIso(effective.from), to: localInputToIso(effective.to) },
    pollMs,
  );
  const logs = query.data?.logs ?? [];
  const listRef = useRef<HTMLOListElement>(null);
  const newest = logs.length ? logs[logs.length - 1].id : '';

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest, logs.length]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <PeriodFilter value={period} onChange={setPeriod} />
      </CardHeader>
      <CardContent>
        <QueryContent query={query} isEmpty={logs.length === 0} emptyText="No logs">
          {/* Focusable: it scrolls, and keyboard users must be able to scroll it too (WCAG 2.1.1). */}
          <ol ref={listRef} aria-label={title} tabIndex={0} className={`max-h-80 overflow-y-auto rounded-md bg-muted p-3 ${focusRing}`}>
            {logs.map((entry) => (
              <LogLine key={entry.id} entry={entry} timezone={timezone} />
            ))}
          </ol>
        </QueryContent>
      </CardContent>
    </Card>
  );
}
