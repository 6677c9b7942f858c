// The admins' message line for each inventory alert event (issue 29), and which check it belongs to
// (the team's drift choice applies to nameservers, records and zone; expiry always alerts).
import type { InventoryDomainDrifted, InventoryDomainExpiring, InventoryDomainRecovered } from '@dop/contracts/domain-events';

export type AlertEvent =
  | { subject: 'inventory.domain.drifted'; event: InventoryDomainDrifted }
  | { subject: 'inventory.domain.recovered'; event: InventoryDomainRecovered }
  | { subject: 'inventory.domain.expiring'; event: InventoryDomainExpiring };

/** identity takes lines of up to 1,000 characters (a drift over many records is cut). */
const MAX_LINE = 1000;

export function alertLine(a: AlertEvent): { check: string; line: string } {
  const { check, line } = lineOf(a);
  return { check, line: line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line };
}

function lineOf(a: AlertEvent): { check: string; line: string } {
  if (a.subject === 'inventory.domain.expiring') {
    const e = a.event;
    const renew = e.autoRenew === false ? ', auto-renew is off' : '';
    const line = e.threshold === 0 ? `⛔ ${e.name} has expired${renew}` : `⏳ ${e.name} expires in ${e.daysLeft} day(s)${renew}`;
    return { check: 'expiry', line };
  }
  if (a.subject === 'inventory.domain.recovered') return { check: a.event.check, line: `✅ ${a.event.name}: ${a.event.check} ok again` };
  const e = a.event;
  const found = e.actual?.join(', ') || 'none';
  return {
    check: e.check,
    line: `⚠️ ${e.name}: ${e.check} ${e.state} — ${e.reason ?? ''} (expected ${e.expected.join(', ') || 'none'}; found ${found})`,
  };
}
