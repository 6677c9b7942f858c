// Spec 1 §4 "Domain list": unless a search is active, domains sort by most recent result time
// (newest first), then domains without results, then by name; 'recent' is a result under 5 minutes old.
import type { DomainDto } from '@dop/contracts/domains';
import { RECENT_MS } from '@dop/mf-kit';
import { parseTime, INVALID_TIME, NO_TIME } from '@dop/operations-ui';
import type { TimeZoneChoice } from '@dop/mf-kit';

/** The newest known result time of a domain: polled results first, the server's record otherwise. */
export function resultTime(domain: DomainDto, latest: Map<string, number>): number | null {
  const polled = latest.get(domain.name.toLowerCase());
  const stored = domain.lastResultAt ? Date.parse(domain.lastResultAt) : NaN;
  const best = Math.max(polled ?? -Infinity, Number.isNaN(stored) ? -Infinity : stored);
  return best === -Infinity ? null : best;
}

export function orderDomains(domains: DomainDto[], latest: Map<string, number>, searching: boolean): DomainDto[] {
  if (searching) return domains;
  return [...domains].sort((a, b) => {
    const ta = resultTime(a, latest);
    const tb = resultTime(b, latest);
    if (ta !== null && tb !== null && ta !== tb) return tb - ta;
    if ((ta === null) !== (tb === null)) return ta === null ? 1 : -1;
    return a.name.localeCompare(b.name);
  });
}

export function isRecent(time: number | null, now = Date.now()): boolean {
  return time !== null && now - time < RECENT_MS;
}

/** dd.mm.yyyy hh:mm in ru-RU, in the user's zone choice; the spec's texts for none and unreadable. */
export function formatResultTime(value: unknown, timezone: TimeZoneChoice): string {
  const date = parseTime(value);
  if (date === null) return NO_TIME;
  if (date === 'invalid') return INVALID_TIME;
  return date
    .toLocaleString('ru-RU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(timezone === 'UTC' ? { timeZone: 'UTC' } : {}),
    })
    .replace(',', '');
}
