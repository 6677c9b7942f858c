// Which alerts a check run raises (issue 29), once per state change: a check entering drift or missing
// (drifted), a drifted check back to ok (recovered), a domain crossing one of the expiry thresholds or
// expiring (expiring). What was announced is kept on the domain (health.alerted) and written in the same
// update as the new health and the staged events, so a repeated check announces nothing new.
import { stageEvent, type PendingEvent } from '@dop/service-kit';
import type { CheckedDomain } from './domain-checker';
import type { Check } from './compare';

export interface AlertSettings {
  /** Days before expiry that alert (30, 14, 7, 1). */
  days: number[];
  /** Which checks' drift is told on Telegram (events are published for all). */
  drifts: string[];
  /** One message a day with every alert of the day, instead of one as they come. */
  digest: boolean;
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { days: [30, 14, 7, 1], drifts: ['nameservers', 'records', 'zone'], digest: false };

export interface Alerts {
  events: PendingEvent[];
  alerted: Record<string, string>;
}

const DAY = 24 * 3600_000;
const SYSTEM = { userId: null, userName: 'inventory check' };

/** The threshold a domain is within ('expired', '7', …), or null when it is not within any. */
function expiryStage(
  expiresAt: Date | string | null | undefined,
  days: number[],
  now: number,
): { key: string; daysLeft: number; threshold: number } | null {
  if (!expiresAt) return null;
  const daysLeft = Math.ceil((new Date(expiresAt).getTime() - now) / DAY);
  if (daysLeft <= 0) return { key: 'expired', daysLeft, threshold: 0 };
  const within = [...days].sort((a, b) => a - b).find((d) => daysLeft <= d);
  return within === undefined ? null : { key: String(within), daysLeft, threshold: within };
}

export function alertsFor(domain: CheckedDomain, checks: Check[], days: number[], now = Date.now()): Alerts {
  const alerted = { ...(domain.health?.alerted ?? {}) };
  const events: PendingEvent[] = [];
  const ref = { domainId: String(domain._id), name: domain.name, actor: SYSTEM };
  for (const c of checks) {
    const was = alerted[c.kind] ?? 'ok';
    // Unknown says nothing about drift: the last announced state stands.
    if (c.state === 'unknown' || c.state === was) continue;
    alerted[c.kind] = c.state;
    if (c.state === 'ok') {
      events.push(stageEvent('inventory.domain.recovered', { ...ref, check: c.kind, was, expected: c.expected, actual: c.actual }));
      continue;
    }
    events.push(
      stageEvent('inventory.domain.drifted', {
        ...ref,
        check: c.kind,
        state: c.state,
        reason: c.reason,
        expected: c.expected,
        actual: c.actual,
      }),
    );
  }
  const inv = domain.inventory;
  const stage = expiryStage(inv?.expiresAt, days, now);
  if (!stage) delete alerted.expiry;
  else if (alerted.expiry !== stage.key) {
    alerted.expiry = stage.key;
    events.push(
      stageEvent('inventory.domain.expiring', {
        ...ref,
        registrar: inv?.registrar ?? null,
        accountId: inv?.accountId ?? null,
        expiresAt: new Date(inv!.expiresAt!).toISOString(),
        daysLeft: stage.daysLeft,
        threshold: stage.threshold,
        autoRenew: inv?.autoRenew ?? null,
      }),
    );
  }
  return { events, alerted };
}
