// A change set's step at PowerDNS (issue 30): the A records of a zone, read as they are and set exactly
// to the step's values (names relative to the zone: '@', 'www', 'ns1', 'backend'). A zone the step
// finds missing is created with its NS at ns1/ns2 inside it; a step whose values say the zone did not
// exist (a revert of its creation) removes it. A read also answers the zone's apex NS (the inventory
// check compares them with the registrar's name servers, issue 29).
import type { ChangeValues } from '@dop/contracts/changes';
import type { EventARecord } from '@dop/contracts/domain-events';
import { canonical, type PdnsClient, type RRset } from './pdns-client';

export interface ZoneValues {
  zoneExists: boolean;
  records: EventARecord[];
  /** The apex NS rrset's hosts, lower case without the final dot; [] when the zone does not exist. */
  nameservers: string[];
}

const relative = (fqdn: string, zone: string) => {
  const name = fqdn.replace(/\.$/, '').toLowerCase();
  return name === zone ? '@' : name.slice(0, -(zone.length + 1));
};
const absolute = (name: string, zone: string) => canonical(name === '@' ? zone : `${name}.${zone}`);

export async function readPdnsZone(client: PdnsClient, zone: string): Promise<ZoneValues> {
  const rrsets = await client.zone(zone);
  if (!rrsets) return { zoneExists: false, records: [], nameservers: [] };
  const records = rrsets
    .filter((r) => r.type === 'A')
    .flatMap((r) =>
      (r.records ?? []).filter((x) => !x.disabled).map((x) => ({ name: relative(r.name, zone), content: x.content, ttl: r.ttl })),
    );
  const nameservers = rrsets
    .filter((r) => r.type === 'NS' && relative(r.name, zone) === '@')
    .flatMap((r) => (r.records ?? []).filter((x) => !x.disabled).map((x) => x.content.toLowerCase().replace(/\.$/, '')));
  return { zoneExists: true, records, nameservers };
}

function rrsetsOf(zone: string, records: EventARecord[], defaultTtl: number): RRset[] {
  const byName = new Map<string, EventARecord[]>();
  for (const r of records) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
  return [...byName].map(([name, rs]) => ({
    name: absolute(name, zone),
    type: 'A',
    ttl: rs[0].ttl ?? defaultTtl,
    changetype: 'REPLACE' as const,
    records: rs.map((r) => ({ content: r.content, disabled: false })),
  }));
}

/** Sets the zone's A records to `values` (creating or removing the zone as they say); answers what it did. */
export async function applyPdnsZone(
  client: PdnsClient,
  zone: string,
  values: ChangeValues,
  opts: { nsLabels: string[]; ttl: number },
): Promise<string> {
  const before = await readPdnsZone(client, zone);
  if (values.zoneExists === false) {
    if (!before.zoneExists) return `Zone ${zone} already absent`;
    await client.deleteZone(zone);
    return `Zone ${zone} removed`;
  }
  const wanted = rrsetsOf(zone, values.records, opts.ttl);
  const list = values.records.map((r) => `${r.name} → ${r.content}`).join(', ') || 'none';
  if (!before.zoneExists) {
    const ns = opts.nsLabels.map((l) => `${l}.${zone}`);
    await client.createZone(
      zone,
      ns,
      wanted.map(({ changetype: _c, ...r }) => r),
    );
    return `Zone created: A ${list}; NS ${ns.join(', ')}`;
  }
  const kept = new Set(wanted.map((r) => r.name));
  const gone = [...new Set(before.records.map((r) => absolute(r.name, zone)))].filter((n) => !kept.has(n));
  await client.patchZone(zone, [...wanted, ...gone.map((name) => ({ name, type: 'A', changetype: 'DELETE' as const }))]);
  return `Zone updated: A ${list}`;
}
