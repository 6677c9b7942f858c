import type { TimeZoneChoice } from '@dop/mf-kit';
import { cn } from '@dop/ui';
import type { LogEntry } from '../api/types';
import { formatTime } from '../lib/format-time';

const LEVEL_CLASSES: Record<LogEntry['level'], string> = {
  info: 'text-foreground',
  success: 'text-green-600',
  warning: 'text-yellow-600',
  error: 'text-red-600',
};

/** One console line: time, who, domain, message. */
export function LogLine({ entry, timezone }: { entry: LogEntry; timezone: TimeZoneChoice }) {
  const who = entry.user?.displayName || entry.user?.username;
  return (
    <li data-level={entry.level} className={cn('font-mono text-xs leading-5', LEVEL_CLASSES[entry.level])}>
      <span className="text-muted-foreground">[{formatTime(entry.timestamp, timezone)}]</span>
      {who && <span className="text-muted-foreground"> {who}</span>}
      {entry.domain && <span className="font-semibold"> {entry.domain}</span>}
      <span>: {entry.message}</span>
    </li>
  );
}
