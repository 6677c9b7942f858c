import type { TimeZoneChoice } from '@dop/mf-kit';
import { cn } from '@dop/ui';
import type { LogEntry } from '../api/types';
import { formatTime } from '../lib/format-time';

// Theme tokens: yellow-600 on white was 2.7:1 and red-600 on the dark page 3.2:1 (WCAG AA wants 4.5).
const LEVEL_CLASSES: Record<LogEntry['level'], string> = {
  info: 'text-foreground',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-destructive',
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
