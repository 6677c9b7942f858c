// HE Operation Logs (spec 2 §2.9): a dark console, oldest first, that scrolls to the newest line
// whenever new lines arrive.
import type { TimeZoneChoice } from '@dop/mf-kit';
import { formatTime } from '@dop/operations-ui';
import { Card, CardContent, CardHeader, CardTitle, focusRing } from '@dop/ui';
import { useEffect, useRef } from 'react';
import { useDnsLogs, type DnsOperation } from './queries';

const LEVEL = { info: 'text-gray-200', success: 'text-green-400', warning: 'text-yellow-300', error: 'text-red-400' } as const;

export function LogsConsole(props: { op: DnsOperation; showAll: boolean; timezone: TimeZoneChoice; pollMs: number; title?: string }) {
  const title = props.title ?? 'Operation Logs';
  const query = useDnsLogs(props.op, props.showAll, props.pollMs);
  const logs = [...(query.data?.logs ?? [])].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const ref = useRef<HTMLOListElement>(null);
  const newest = logs.length ? logs[logs.length - 1].id : '';
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [newest]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isError && (
          <p role="alert" className="text-sm text-destructive">
            {query.error.message}
          </p>
        )}
        {/* Focusable: it scrolls, and keyboard users must be able to scroll it too (WCAG 2.1.1). */}
        <ol
          ref={ref}
          aria-label={title}
          tabIndex={0}
          className={`h-64 overflow-y-auto rounded-md bg-gray-950 p-3 font-mono text-xs leading-5 ${focusRing}`}
        >
          {logs.length === 0 && <li className="text-gray-400">No logs yet</li>}
          {logs.map((l) => (
            <li key={l.id} data-level={l.level} className={LEVEL[l.level]}>
              <span className="text-gray-400">[{formatTime(l.timestamp, props.timezone)}]</span>
              {l.domain && <span className="font-semibold"> {l.domain}</span>}: {l.message}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
