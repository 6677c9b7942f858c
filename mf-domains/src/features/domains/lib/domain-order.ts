// Spec 1 §4 "Domain list": unless a search is active, domains sort by most recent result time
// (newest first), then domains without results, then by name; 'recent' is a result under 5 minutes old.
import type { DomainDto } from '@dop/contracts/domains';
import { RECENT_MS } from '@dop/mf-kit';

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

/** dd.mm.yyyy hh:mm in ru-RU (spec 1 §2), the operations panels' own formatter. */
export { formatResultTime } from '@dop/operations-ui';
