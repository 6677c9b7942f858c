// Spec 2 §4.1: the colour of a status badge follows from its text. Issue 31: one vocabulary and one
// colour set for every tab (results grid, progress cards, job outcomes), so it lives in @dop/ui.

export type StatusTone = 'success' | 'error' | 'warning' | 'neutral' | 'muted';

const RED = new Set(['Failed', 'Error', 'NS update failed', 'Critical failure']);
const YELLOW = new Set(['Pending', 'Running', 'Waiting for approval', 'Checked - Not Found', 'Found - No nameservers']);

/** An empty status shows as Failed (spec 2 §4.1). */
export function displayStatus(status: string | null | undefined): string {
  const text = status?.trim() ?? '';
  return text === '' ? 'Failed' : text;
}

export function statusTone(status: string | null | undefined): StatusTone {
  const text = displayStatus(status);
  if (text === 'Success' || text.includes('Moved')) return 'success';
  if (RED.has(text)) return 'error';
  if (YELLOW.has(text)) return 'warning';
  if (text === 'Inapplicable') return 'neutral';
  // Disabled and every value the spec does not name.
  return 'muted';
}

/**
 * Tailwind classes per tone; the tone is also put on the badge as data-tone for tests and styling.
 * Theme tokens of @dop/ui, so every pair reads at WCAG AA in both themes (white on green-600 was 3.3:1).
 */
export const TONE_CLASSES: Record<StatusTone, string> = {
  success: 'bg-success text-success-foreground',
  error: 'bg-destructive text-destructive-foreground',
  warning: 'bg-warning text-warning-foreground',
  // Inapplicable: grey, never red (a registrar that was not part of the operation did not fail).
  neutral: 'bg-secondary text-secondary-foreground',
  muted: 'bg-muted text-muted-foreground',
};

/** HE / PowerDNS result badge (spec 2 §4.1): Success, Cloud Limited or Failed. */
export function dnsResultBadge(success: boolean | undefined, message: string | undefined): 'Success' | 'Cloud Limited' | 'Failed' {
  if (success) return 'Success';
  if (message && /cloud\s*-?\s*limit/i.test(message)) return 'Cloud Limited';
  return 'Failed';
}
