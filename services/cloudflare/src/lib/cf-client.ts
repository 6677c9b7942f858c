// What the panel does with Cloudflare (providers/cloudflare.md "Minimal flow"), through the official
// SDK: create a zone and read its name servers, A records, SSL mode, purge everything, delete a zone,
// list an account's zones. The SDK does auth, retries (Retry-After honoured), timeouts and paging;
// every failure leaves here as a CloudflareError worded from Cloudflare's answer.
import Cloudflare from 'cloudflare';
import type { AbstractPage, PagePromise } from 'cloudflare/core/pagination';
import { sdkAuth, type CfCredentials } from './cf-credentials';
import { CloudflareError, fromSdkError, IDENTICAL_RECORD_EXISTS, ZONE_EXISTS } from './cf-errors';
import { observingFetch, type RetryWait } from './cf-fetch';

export interface CfClientOptions {
  /** The API base (CLOUDFLARE_API_URL): Cloudflare's, or the simulator's in tests and the demo. */
  baseUrl: string;
  /** One attempt of one call (the SDK's `timeout`). */
  timeoutMs: number;
  /** The SDK's `maxRetries`: 429, 408, 409, 5xx and connection failures. */
  maxRetries: number;
  /** Tests and jobs see each wait (a 429 slows a job down, it does not fail it). */
  onRetry?: (wait: RetryWait) => void;
}

export interface CfZone {
  id: string;
  name: string;
  status: string;
  name_servers: string[];
}

export interface ARecord {
  /** '@' or a name relative to the zone. */
  name: string;
  content: string;
}

const ZONES_PER_PAGE = 50;

const relativeName = (zone: CfZone, fqdn: string) => (fqdn === zone.name ? '@' : fqdn.slice(0, -(zone.name.length + 1)));
const RECORDS_PER_PAGE = 500;

/** Every item of a list call: the SDK's pages, ending at a short page (the SDK would ask once more). */
async function allItems<T>(first: PagePromise<AbstractPage<T>, T>, perPage: number): Promise<T[]> {
  const out: T[] = [];
  const firstPage = await first;
  for await (const page of firstPage.iterPages()) {
    const items = page.getPaginatedItems();
    out.push(...items);
    if (items.length < perPage) break;
  }
  return out;
}

export class CloudflareClient {
  private readonly sdk: Cloudflare;
  private accountId: string | null = null;

  constructor(
    private readonly opts: CfClientOptions,
    creds: CfCredentials,
  ) {
    this.sdk = new Cloudflare({
      ...sdkAuth(creds),
      baseURL: opts.baseUrl,
      timeout: opts.timeoutMs,
      maxRetries: opts.maxRetries,
      fetch: observingFetch(opts.maxRetries, opts.onRetry),
    });
  }

  private async call<T>(run: (sdk: Cloudflare) => Promise<T>): Promise<T> {
    try {
      return await run(this.sdk);
    } catch (err) {
      throw fromSdkError(err, this.opts.timeoutMs);
    }
  }

  /** The account zones are created in: the first one the key or token can see. */
  async account(): Promise<string> {
    if (this.accountId) return this.accountId;
    const page = await this.call((sdk) => sdk.accounts.list({ page: 1, per_page: 50 }));
    const first = page.getPaginatedItems()[0];
    if (!first) throw new CloudflareError(403, null, 'The Cloudflare credentials see no account');
    this.accountId = first.id;
    return this.accountId;
  }

  async findZone(name: string): Promise<CfZone | null> {
    const page = await this.call((sdk) => sdk.zones.list({ name, page: 1, per_page: 5 }));
    const zone = page.getPaginatedItems().find((z) => z.name === name);
    return zone ? asZone(zone) : null;
  }

  /** Creates the zone; one that already exists in this account is reused (a retried job). */
  async ensureZone(name: string): Promise<{ zone: CfZone; created: boolean }> {
    const accountId = await this.account();
    try {
      const zone = await this.call((sdk) => sdk.zones.create({ name, account: { id: accountId }, type: 'full' }));
      return { zone: asZone(zone), created: true };
    } catch (err) {
      if (!(err instanceof CloudflareError) || err.code !== ZONE_EXISTS) throw err;
      const zone = await this.findZone(name);
      if (!zone) throw err;
      return { zone, created: false };
    }
  }

  async listZones(): Promise<CfZone[]> {
    const zones = await this.call((sdk) => allItems(sdk.zones.list({ per_page: ZONES_PER_PAGE }), ZONES_PER_PAGE));
    return zones.map(asZone);
  }

  /** The zone's A records for these names become exactly `records` (proxied, so SSL modes apply). */
  private listARecords(zone: CfZone) {
    return this.call((sdk) =>
      allItems(sdk.dns.records.list({ zone_id: zone.id, type: 'A', per_page: RECORDS_PER_PAGE }), RECORDS_PER_PAGE),
    );
  }

  /** Every A record of the zone, names relative to it ('@' for the apex). */
  async aRecords(zone: CfZone): Promise<ARecord[]> {
    return (await this.listARecords(zone)).map((e) => ({ name: relativeName(zone, e.name), content: e.content ?? '' }));
  }

  /** Sets the A records of those names and answers what the zone had for them just before. */
  async setARecords(zone: CfZone, records: ARecord[]): Promise<ARecord[]> {
    const zone_id = zone.id;
    const fqdn = (n: string) => (n === '@' ? zone.name : `${n}.${zone.name}`);
    const existing = await this.listARecords(zone);
    const wanted = records.map((r) => ({ ...r, fqdn: fqdn(r.name) }));
    const names = new Set(wanted.map((w) => w.fqdn));
    const pool = existing.filter((e) => names.has(e.name));
    const before = pool.map((e) => ({ name: relativeName(zone, e.name), content: e.content ?? '' }));
    for (const w of wanted) {
      const i = pool.findIndex((e) => e.name === w.fqdn);
      const record = { zone_id, type: 'A' as const, name: w.name, content: w.content, ttl: 1 as const, proxied: true };
      if (i === -1) {
        // The SDK retries a create whose answer was lost (5xx, timeout): finding it made is success.
        await this.call((sdk) => sdk.dns.records.create(record)).catch((err: unknown) => {
          if (!(err instanceof CloudflareError && err.code === IDENTICAL_RECORD_EXISTS)) throw err;
        });
      } else {
        const [reuse] = pool.splice(i, 1);
        await this.call((sdk) => sdk.dns.records.update(reuse.id, record));
      }
    }
    // Extra A records of the same names (an old IP) would split traffic: they go.
    for (const stale of pool) await this.call((sdk) => sdk.dns.records.delete(stale.id, { zone_id }));
    return before;
  }

  /** The zone's SSL mode (off, flexible, full, strict) as Cloudflare holds it now. */
  async sslMode(zoneId: string): Promise<string> {
    const setting = await this.call((sdk) => sdk.zones.settings.get('ssl', { zone_id: zoneId }));
    return String((setting as { value?: unknown }).value ?? 'unknown');
  }

  async setSslMode(zoneId: string, value: 'flexible' | 'full'): Promise<void> {
    // `id` repeats the path's setting name: Cloudflare's definition of the body requires both (id, value).
    const setting = { id: 'ssl' as const, value };
    await this.call((sdk) => sdk.zones.settings.edit('ssl', { zone_id: zoneId, ...setting }));
  }

  async purgeEverything(zoneId: string): Promise<void> {
    await this.call((sdk) => sdk.cache.purge({ zone_id: zoneId, purge_everything: true }));
  }

  async deleteZone(zoneId: string): Promise<void> {
    await this.call((sdk) => sdk.zones.delete({ zone_id: zoneId }));
  }
}

function asZone(z: { id: string; name: string; status?: string; name_servers: string[] }): CfZone {
  return { id: z.id, name: z.name, status: z.status ?? 'pending', name_servers: z.name_servers };
}
