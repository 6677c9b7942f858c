// POST /api/powerdns/update: what each zone should hold. The zone is created when missing (NS at ns1/ns2
// inside it, with glue A records at glueIp), the apex and www point at the proxy IPs, and outside Nova
// Deploy mode backend.<zone> at the backend server. It applies as a change set (pdns-zone-step.ts).
import type { PdnsUpdateBody } from '@dop/contracts/dns-providers';
import type { EventARecord } from '@dop/contracts/domain-events';

export interface PdnsUpdateSettings {
  nsLabels: string[];
  ttl: number;
}

/**
 * The A records a zone holds after an update (names relative to it): apex and www at the proxy IPs,
 * the name servers' glue, and backend at the backend server outside Nova Deploy mode (in Nova mode
 * there is no backend record, so an earlier one is removed).
 */
export function desiredRecords(body: PdnsUpdateBody, s: PdnsUpdateSettings): EventARecord[] {
  const at = (name: string, ips: string[]) => ips.map((content) => ({ name, content, ttl: s.ttl }));
  const backend = body.isNovaDeploy ? null : (body.backendServerIp ?? null);
  return [
    ...at('@', body.proxyIps),
    ...at('www', body.proxyIps),
    ...s.nsLabels.flatMap((l) => at(l, [body.glueIp])),
    ...(backend ? at('backend', [backend]) : []),
  ];
}

/** The names an update manages; the zone's other A records (mail, api…) are kept as they are. */
export const managedNames = (s: PdnsUpdateSettings) => new Set(['@', 'www', 'backend', ...s.nsLabels]);

/** The zone's A records after the update: its own records under other names, and the desired ones. */
export function updatedRecords(current: EventARecord[], body: PdnsUpdateBody, s: PdnsUpdateSettings): EventARecord[] {
  const managed = managedNames(s);
  return [...current.filter((r) => !managed.has(r.name)), ...desiredRecords(body, s)];
}
