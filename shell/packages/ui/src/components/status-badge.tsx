import { cn } from '../lib/cn';
import { displayStatus, statusTone, TONE_CLASSES, type StatusTone } from '../lib/status-tone';

const BASE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** A provider status coloured per spec 2 §4.1; an empty status reads Failed. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const tone = statusTone(status);
  return (
    <span data-tone={tone} className={cn(BASE, TONE_CLASSES[tone])}>
      {displayStatus(status)}
    </span>
  );
}

/** A badge with a given text and tone (log group status, DNS result). */
export function ToneBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span data-tone={tone} className={cn(BASE, TONE_CLASSES[tone])}>
      {children}
    </span>
  );
}
