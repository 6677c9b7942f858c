// Zone, DNS record, SSL and purge handlers of the simulator, working on the state for one user.
import { fail, list, ok, type CfAnswer } from './envelope';
import { hexId, type CloudflareSimState, type SimCfRecord, type SimCfUser, type SimCfZone } from './state';

type Query = Record<string, string | undefined>;

// Every field zones_zone requires (api-schemas' openapi.json), plus status, paused and type.
const zoneView = (z: SimCfZone, user: SimCfUser) => ({
  id: z.id,
  name: z.name,
  status: z.status,
  paused: false,
  type: 'full',
  development_mode: 0,
  name_servers: z.nameServers,
  original_name_servers: null,
  original_registrar: null,
  original_dnshost: null,
  owner: { id: z.accountId, type: 'organization', name: `${user.email}'s Account` },
  account: { id: z.accountId, name: `${user.email}'s Account` },
  meta: { step: 2, custom_certificate_quota: 0, page_rule_quota: 3, phishing_detected: false },
  created_on: z.createdOn,
  modified_on: z.createdOn,
  activated_on: null,
});

const recordView = (r: SimCfRecord, z: SimCfZone) => ({
  ...r,
  zone_id: z.id,
  zone_name: z.name,
  proxiable: true,
  locked: false,
  meta: { auto_added: false, source: 'primary' },
  tags: [],
});

const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export class ZoneHandlers {
  constructor(private readonly state: CloudflareSimState) {}

  private zone(user: SimCfUser, id: string): SimCfZone | undefined {
    return this.state.zonesOf(user).find((z) => z.id === id);
  }

  createZone(user: SimCfUser, body: { name?: string; account?: { id?: string } }): CfAnswer {
    const name = String(body.name ?? '').toLowerCase();
    if (!DOMAIN.test(name)) return fail(400, 1049, `${name || 'name'} is not a registered domain`);
    if (body.account?.id !== user.accountId) return fail(403, 1068, 'Permission denied: not a member of the account');
    if (this.state.zonesOf(user).some((z) => z.name === name)) return fail(400, 1061, `${name} already exists`);
    const zone: SimCfZone = {
      id: hexId(),
      name,
      accountId: user.accountId,
      status: 'pending',
      nameServers: [...user.nameServers],
      ssl: 'off',
      records: [],
      purges: 0,
      createdOn: new Date().toISOString(),
    };
    this.state.zones.push(zone);
    return ok(zoneView(zone, user));
  }

  listZones(user: SimCfUser, q: Query): CfAnswer {
    const zones = this.state
      .zonesOf(user)
      .filter((z) => !q.name || z.name === q.name.toLowerCase())
      .filter((z) => !q['account.id'] || z.accountId === q['account.id'])
      .sort((a, b) => a.name.localeCompare(b.name));
    return list(
      zones.map((z) => zoneView(z, user)),
      q,
      20,
      50,
    );
  }

  getZone(user: SimCfUser, id: string): CfAnswer {
    const z = this.zone(user, id);
    return z ? ok(zoneView(z, user)) : fail(404, 7003, 'Could not route to /zones/' + id + ', perhaps your object identifier is invalid?');
  }

  deleteZone(user: SimCfUser, id: string): CfAnswer {
    const z = this.zone(user, id);
    if (!z) return fail(404, 7003, 'Could not route to /zones/' + id + ', perhaps your object identifier is invalid?');
    this.state.zones = this.state.zones.filter((x) => x !== z);
    return ok({ id });
  }

  listRecords(user: SimCfUser, id: string, q: Query): CfAnswer {
    const z = this.zone(user, id);
    if (!z) return fail(404, 7003, 'Could not route to /zones/' + id + '/dns_records');
    const records = z.records.filter((r) => (!q.type || r.type === q.type) && (!q.name || r.name === q.name.toLowerCase()));
    return list(
      records.map((r) => recordView(r, z)),
      q,
      100,
      5000,
    );
  }

  /** Relative names ('@', 'www') become FQDNs as Cloudflare answers them. */
  private fqdn(z: SimCfZone, name: string): string {
    const n = name.toLowerCase().replace(/\.$/, '');
    if (n === '@' || n === z.name) return z.name;
    return n.endsWith(`.${z.name}`) ? n : `${n}.${z.name}`;
  }

  private validRecord(body: Partial<SimCfRecord>): CfAnswer | null {
    if (!body.type || !body.name || !body.content) return fail(400, 9005, 'Content for A record is invalid. Must be a valid IPv4 address');
    if (body.type === 'A' && !IPV4.test(String(body.content)))
      return fail(400, 9005, 'Content for A record is invalid. Must be a valid IPv4 address');
    return null;
  }

  createRecord(user: SimCfUser, id: string, body: Partial<SimCfRecord>): CfAnswer {
    const z = this.zone(user, id);
    if (!z) return fail(404, 7003, 'Could not route to /zones/' + id + '/dns_records');
    const bad = this.validRecord(body);
    if (bad) return bad;
    const name = this.fqdn(z, String(body.name));
    if (z.records.some((r) => r.name === name && r.type === body.type && r.content === body.content))
      return fail(400, 81058, 'An identical record already exists.');
    const now = new Date().toISOString();
    const record: SimCfRecord = {
      id: hexId(),
      type: String(body.type),
      name,
      content: String(body.content),
      ttl: Number(body.ttl) || 1,
      proxied: Boolean(body.proxied),
      created_on: now,
      modified_on: now,
    };
    z.records.push(record);
    return ok(recordView(record, z));
  }

  updateRecord(user: SimCfUser, id: string, recordId: string, body: Partial<SimCfRecord>, partial: boolean): CfAnswer {
    const z = this.zone(user, id);
    const r = z?.records.find((x) => x.id === recordId);
    if (!z || !r) return fail(404, 81044, 'Record does not exist.');
    const next = partial ? { ...r, ...body } : { ...body, id: r.id };
    const bad = this.validRecord(next);
    if (bad) return bad;
    Object.assign(r, {
      type: next.type,
      name: this.fqdn(z, String(next.name)),
      content: next.content,
      ttl: Number(next.ttl) || 1,
      proxied: Boolean(next.proxied),
      modified_on: new Date().toISOString(),
    });
    return ok(recordView(r, z));
  }

  deleteRecord(user: SimCfUser, id: string, recordId: string): CfAnswer {
    const z = this.zone(user, id);
    if (!z || !z.records.some((r) => r.id === recordId)) return fail(404, 81044, 'Record does not exist.');
    z.records = z.records.filter((r) => r.id !== recordId);
    return ok({ id: recordId });
  }

  ssl(user: SimCfUser, id: string, value?: unknown): CfAnswer {
    const z = this.zone(user, id);
    if (!z) return fail(404, 7003, 'Could not route to /zones/' + id + '/settings/ssl');
    if (value !== undefined) {
      if (!['off', 'flexible', 'full', 'strict'].includes(String(value))) return fail(400, 1007, `Invalid value for zone setting ssl`);
      z.ssl = String(value);
    }
    return ok({ id: 'ssl', value: z.ssl, editable: true, modified_on: new Date().toISOString() });
  }

  purge(user: SimCfUser, id: string, body: { purge_everything?: boolean }): CfAnswer {
    const z = this.zone(user, id);
    if (!z) return fail(404, 7003, 'Could not route to /zones/' + id + '/purge_cache');
    if (body.purge_everything !== true)
      return fail(400, 1012, 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"');
    z.purges += 1;
    return ok({ id });
  }
}
