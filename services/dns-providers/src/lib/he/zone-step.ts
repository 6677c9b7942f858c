// A change set's step at Hurricane Electric (issue 30): a zone's A records read as they are and set
// exactly to the step's values (names relative to the zone), one login per step. A zone the step
// finds missing is added (within the account's zone limit); a step whose values say the zone did not
// exist (a revert of its creation) removes it. A read also answers the zone's apex NS (the inventory
// check compares them with the registrar's name servers, issue 29).
import type { ChangeValues } from '@dop/contracts/changes';
import type { EventARecord } from '@dop/contracts/domain-events';
import type { HeCredentials } from './account-store';
import { formTtl, HeClient, HeRefusal } from './client';
import type { HeRecordRow } from './html';
import { HeSession, proxyAgent } from './session';
import type { HeSite } from './site';

export interface ZoneValues {
  zoneExists: boolean;
  records: EventARecord[];
  /** The zone's apex NS hosts; [] when the zone does not exist. */
  nameservers: string[];
}

/**
 * Where dns.he.net serves every hosted zone (providers/he-dns.md: ns1.he.net … ns5.he.net). Used when a
 * zone page shows no NS rows of its own (they are locked rows the parser may not find on every markup).
 */
export const HE_NAMESERVERS = ['ns1.he.net', 'ns2.he.net', 'ns3.he.net', 'ns4.he.net', 'ns5.he.net'];

const relative = (fqdn: string, zone: string) => (fqdn === zone ? '@' : fqdn.slice(0, -(zone.length + 1)));
const absolute = (name: string, zone: string) => (name === '@' ? zone : `${name}.${zone}`);

/** Logs in with the account (through its proxy), runs `work`, logs out. */
export async function withHeSession<T>(account: HeCredentials, site: HeSite, work: (client: HeClient) => Promise<T>): Promise<T> {
  const agent = proxyAgent(account.proxy, site.egress);
  try {
    const client = new HeClient(new HeSession(site.baseUrl, site.timeoutMs, agent));
    await client.login(account.email, account.password);
    const result = await work(client);
    await client.logout().catch(() => undefined);
    return result;
  } finally {
    await agent?.close().catch(() => undefined);
  }
}

const aRows = async (client: HeClient, zoneId: string) => (await client.records(zoneId)).filter((r) => r.type === 'A');

export async function readHeZone(client: HeClient, zone: string): Promise<ZoneValues> {
  const zoneId = client.zones().get(zone);
  if (!zoneId) return { zoneExists: false, records: [], nameservers: [] };
  const rows = await client.records(zoneId, { locked: true });
  const a = rows.filter((r) => r.type === 'A');
  const ns = rows.filter((r) => r.type === 'NS' && r.name === zone).map((r) => r.content.toLowerCase().replace(/\.$/, ''));
  return {
    zoneExists: true,
    records: a.map((r) => ({ name: relative(r.name, zone), content: r.content, ttl: r.ttl })),
    nameservers: ns.length ? [...new Set(ns)] : HE_NAMESERVERS,
  };
}

/** Sets the zone's A records to `values` (adding or removing the zone as they say); answers what it did. */
export async function applyHeZone(
  client: HeClient,
  account: HeCredentials,
  zone: string,
  values: ChangeValues,
  defaultTtl: number,
): Promise<string> {
  const zones = client.zones();
  let zoneId = zones.get(zone);
  if (values.zoneExists === false) {
    if (!zoneId) return `Zone ${zone} already absent`;
    await client.deleteZone(zone, zoneId);
    return `Zone ${zone} removed`;
  }
  let added = '';
  if (!zoneId) {
    if (zones.size >= account.domainsLimit)
      throw new HeRefusal(`Domain limit reached: account ${account.name} has ${zones.size}/${account.domainsLimit} zones`);
    zoneId = await client.addZone(zone);
    added = 'zone added; ';
  }
  const rows = await aRows(client, zoneId);
  const names = new Set([...values.records.map((r) => absolute(r.name, zone)), ...rows.map((r) => r.name)]);
  for (const name of names) {
    const wanted = values.records.filter((r) => absolute(r.name, zone) === name);
    const have: HeRecordRow[] = rows.filter((r) => r.name === name);
    // Rows already right stay; the others are updated in place, then added or removed.
    const keep = have.filter((h) => wanted.some((w) => w.content === h.content && formTtl(w.ttl ?? defaultTtl) === h.ttl));
    const spare = have.filter((h) => !keep.includes(h));
    for (const w of wanted.filter((w) => !keep.some((k) => k.content === w.content))) {
      await client.setA(zoneId, name, w.content, formTtl(w.ttl ?? defaultTtl), spare.shift());
    }
    for (const extra of spare) await client.deleteRecord(zoneId, extra);
  }
  // 'A records example.com, www.example.com → 192.0.2.1 (TTL 3600)': names grouped by address and TTL.
  const groups = new Map<string, string[]>();
  for (const r of values.records) {
    const key = `${r.content} (TTL ${formTtl(r.ttl ?? defaultTtl)})`;
    groups.set(key, [...(groups.get(key) ?? []), absolute(r.name, zone)]);
  }
  const list = [...groups].map(([to, names]) => `${names.join(', ')} → ${to}`).join('; ') || 'none';
  return `${added}A records ${list}`;
}

/** Zones on the account right now (check-all-limits). */
export const countZones = (account: HeCredentials, site: HeSite) => withHeSession(account, site, async (client) => client.zones().size);
