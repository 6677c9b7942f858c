// What the logged-in form posts do to the state: add/delete a zone, add/update/delete a record. Each
// returns the banners of the page the real site would show next.
import type { Banners } from './html';
import type { HeDnsState, HeSimAccount, HeZone } from './state';

/** The TTL values the record form offers. */
export const HE_FORM_TTLS = [300, 900, 1800, 3600, 7200, 14400, 28800, 43200, 86400, 172800];
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const ZONE_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;
export const NOT_DELEGATED = 'This zone does not appear to be properly delegated to our nameservers.';

export function addZone(state: HeDnsState, account: HeSimAccount, raw: string): Banners {
  const name = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!ZONE_NAME.test(name)) return { err: 'Invalid domain name.' };
  const owner = state.owner(name);
  if (owner === account) return { err: 'This zone already exists in your account.' };
  if (owner) return { err: 'This zone already exists in another account.' };
  if (account.zones.length >= account.zoneLimit) {
    return { err: `You have reached the maximum number of zones (${account.zoneLimit}) allowed for this account.` };
  }
  state.addZone(account, name);
  // Informational: the zone exists, it is just not delegated to ns1-ns5.he.net yet.
  return { err: NOT_DELEGATED };
}

export function deleteZone(account: HeSimAccount, form: Record<string, string>): Banners {
  if (form.account !== account.hash) return { err: 'Invalid account.' };
  const i = account.zones.findIndex((z) => String(z.id) === form.delete_id);
  if (i < 0) return { err: 'No such zone.' };
  account.zones.splice(i, 1);
  return { status: 'Successfully removed domain.' };
}

export function editRecord(state: HeDnsState, zone: HeZone, form: Record<string, string>): Banners {
  if (form.hosted_dns_delrecord === '1') {
    const i = zone.records.findIndex((r) => String(r.id) === form.hosted_dns_recordid && r.type !== 'SOA' && r.type !== 'NS');
    if (i < 0 || form.hosted_dns_delconfirm !== 'delete') return { err: 'Unable to remove record.' };
    zone.records.splice(i, 1);
    return { status: 'Successfully removed record.' };
  }
  const type = String(form.Type ?? '').toUpperCase();
  const name = String(form.Name ?? '')
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const ttl = Number(form.TTL);
  const content = String(form.Content ?? '').trim();
  if (name !== zone.name && !name.endsWith(`.${zone.name}`)) return { err: `Name is out of zone ${zone.name}.` };
  if (!HE_FORM_TTLS.includes(ttl)) return { err: 'Invalid TTL value.' };
  if (type === 'A' && !IPV4.test(content)) return { err: 'Invalid IPv4 address.' };
  if (!type || !content) return { err: 'Missing record type or content.' };
  if (form.hosted_dns_recordid) {
    const record = zone.records.find((r) => String(r.id) === form.hosted_dns_recordid);
    if (!record || record.type === 'SOA' || record.type === 'NS') return { err: 'Record not found.' };
    Object.assign(record, { name, type, ttl, content, dynamic: form.dynamic === '1' });
    return { status: 'Successfully updated record.' };
  }
  zone.records.push({ id: state.nextId(), name, type, ttl, content, dynamic: form.dynamic === '1' });
  return { status: 'Successfully added new record.' };
}
