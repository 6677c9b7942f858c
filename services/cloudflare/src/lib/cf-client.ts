// What the panel does with Cloudflare (providers/cloudflare.md "Minimal flow"): create a zone and read
// its name servers, A records, SSL mode, purge everything, delete a zone, list an account's zones.
import { CfHttp, CloudflareError, type CfCredentials, type CfHttpOptions } from './cf-http';

export interface CfZone {
  id: string;
  name: string;
  status: string;
  name_servers: string[];
  account?: { id: string };
}

interface CfRecord {
  id: string;
  type: string;
  name: string;
  content: string;
}

export interface ARecord {
  /** '@' or a name relative to the zone. */
  name: string;
  content: string;
}

/** Zone already exists (on create). */
export const ZONE_EXISTS = 1061;

export class CloudflareClient {
  private readonly http: CfHttp;
  private accountId: string | null = null;

  constructor(opts: CfHttpOptions, creds: CfCredentials) {
    this.http = new CfHttp(opts, creds);
  }

  /** The account zones are created in: the first one the key or token can see. */
  async account(): Promise<string> {
    if (this.accountId) return this.accountId;
    const accounts = (await this.http.call<Array<{ id: string }>>('GET', '/accounts?page=1&per_page=50')).result;
    if (!accounts.length) throw new CloudflareError(403, null, 'The Cloudflare credentials see no account');
    this.accountId = accounts[0].id;
    return this.accountId;
  }

  async findZone(name: string): Promise<CfZone | null> {
    const env = await this.http.call<CfZone[]>('GET', `/zones?name=${encodeURIComponent(name)}&page=1&per_page=5`);
    return env.result.find((z) => z.name === name) ?? null;
  }

  /** Creates the zone; one that already exists in this account is reused (a retried job). */
  async ensureZone(name: string): Promise<{ zone: CfZone; created: boolean }> {
    const accountId = await this.account();
    try {
      const env = await this.http.call<CfZone>('POST', '/zones', { name, account: { id: accountId }, type: 'full' });
      return { zone: env.result, created: true };
    } catch (err) {
      if (!(err instanceof CloudflareError) || err.code !== ZONE_EXISTS) throw err;
      const zone = await this.findZone(name);
      if (!zone) throw err;
      return { zone, created: false };
    }
  }

  async listZones(): Promise<CfZone[]> {
    return this.http.all<CfZone>('/zones', 50);
  }

  /** The zone's A records for these names become exactly `records` (proxied, so SSL modes apply). */
  async setARecords(zone: CfZone, records: ARecord[]): Promise<void> {
    const fqdn = (n: string) => (n === '@' ? zone.name : `${n}.${zone.name}`);
    const existing = await this.http.all<CfRecord>(`/zones/${zone.id}/dns_records?type=A`, 500);
    const wanted = records.map((r) => ({ ...r, fqdn: fqdn(r.name) }));
    const names = new Set(wanted.map((w) => w.fqdn));
    const pool = existing.filter((e) => names.has(e.name));
    for (const w of wanted) {
      const i = pool.findIndex((e) => e.name === w.fqdn);
      const body = { type: 'A', name: w.name, content: w.content, ttl: 1, proxied: true };
      if (i === -1) {
        await this.http.call('POST', `/zones/${zone.id}/dns_records`, body);
      } else {
        const [reuse] = pool.splice(i, 1);
        await this.http.call('PUT', `/zones/${zone.id}/dns_records/${reuse.id}`, body);
      }
    }
    // Extra A records of the same names (an old IP) would split traffic: they go.
    for (const stale of pool) await this.http.call('DELETE', `/zones/${zone.id}/dns_records/${stale.id}`);
  }

  async setSslMode(zoneId: string, value: 'flexible' | 'full'): Promise<void> {
    await this.http.call('PATCH', `/zones/${zoneId}/settings/ssl`, { value });
  }

  async purgeEverything(zoneId: string): Promise<void> {
    await this.http.call('POST', `/zones/${zoneId}/purge_cache`, { purge_everything: true });
  }

  async deleteZone(zoneId: string): Promise<void> {
    await this.http.call('DELETE', `/zones/${zoneId}`);
  }
}
