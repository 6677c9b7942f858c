// Dynadot API3 JSON (providers/dynadot.md): GET ?key=&command=, ResponseCode -1 inside HTTP 200,
// set_dns2 replaces the whole DNS setting (read–modify–write). Regular accounts: one call at a time.
import { providerError, transportError } from '../lib/errors';
import { parseJson, statusError } from '../lib/http-client';
import { asArray, Transport, toNumber } from './transport';
import { hostNames } from './inventory/paging';
import type { AdapterDeps, ARecord, Balance, Credentials, Quote, RegisterOutcome, RegistrarAdapter } from './types';
import { dynadotInventory } from './inventory/dynadot';
import type { InventoryPage } from './inventory/paging';

type Node = Record<string, unknown>;
interface DnsRecord {
  sub: string | null;
  type: string;
  value: string;
  extra?: string;
}

const aRecordsOf = ({ records, ttl }: { records: DnsRecord[]; ttl: string | null }): ARecord[] =>
  records.filter((r) => r.type === 'a').map((r) => ({ name: r.sub ?? '@', content: r.value, ttl: Number(ttl) || 3600 }));
export class DynadotAdapter implements RegistrarAdapter {
  readonly registrar = 'dynadot' as const;
  private readonly http: Transport;

  constructor(
    private readonly creds: Credentials,
    deps: AdapterDeps,
  ) {
    this.http = new Transport(deps);
  }

  private async command(command: string, params: Record<string, string> = {}, idempotent = true): Promise<Node> {
    const query = new URLSearchParams({ key: this.creds.apiKey ?? '', command, ...params });
    const answer = await this.http.send({ url: `${this.http.baseUrl}?${query}`, idempotent });
    const body = parseJson(answer) as Node | null;
    if (answer.status >= 400) throw statusError(answer, `HTTP ${answer.status}`);
    // The one top-level key is <CommandName>Response.
    const response = body && (Object.values(body)[0] as Node | undefined);
    if (!response || typeof response !== 'object') throw transportError('unexpected answer');
    const code = String(response.ResponseCode ?? response.SuccessCode ?? '');
    if (code !== '0') throw providerError(String(response.Error ?? response.Status ?? 'failed'));
    return response;
  }

  private async dns(domain: string): Promise<{ records: DnsRecord[]; ttl: string | null }> {
    const res = await this.command('get_dns', { domain });
    const settings = ((res.GetDns as Node | undefined)?.NameServerSettings ?? res.NameServerSettings) as Node | undefined;
    if (!settings) return { records: [], ttl: null };
    const main = asArray(settings.MainDomains as Node[]).map((r) => ({
      sub: null,
      type: String(r.RecordType).toLowerCase(),
      value: String(r.Value),
      extra: r.Value2 as string | undefined,
    }));
    const subs = asArray(settings.SubDomains as Node[]).map((r) => ({
      sub: String(r.Subhost),
      type: String(r.RecordType).toLowerCase(),
      value: String(r.Value),
      extra: r.Value2 as string | undefined,
    }));
    return { records: [...main, ...subs], ttl: settings.TTL === undefined ? null : String(settings.TTL) };
  }

  async getARecords(domain: string): Promise<ARecord[]> {
    return aRecordsOf(await this.dns(domain));
  }

  async setARecords(domain: string, records: ARecord[]): Promise<ARecord[]> {
    const current = await this.dns(domain);
    const keep = current.records.filter((r) => r.type !== 'a');
    const all: DnsRecord[] = [...keep, ...records.map((r) => ({ sub: r.name === '@' ? null : r.name, type: 'a', value: r.content }))];
    const params: Record<string, string> = { domain };
    let m = 0;
    let s = 0;
    for (const r of all) {
      if (r.sub === null) {
        params[`main_record_type${m}`] = r.type;
        params[`main_record${m}`] = r.value;
        if (r.extra) params[`main_recordx${m}`] = r.extra;
        m += 1;
      } else {
        params[`subdomain${s}`] = r.sub;
        params[`sub_record_type${s}`] = r.type;
        params[`sub_record${s}`] = r.value;
        if (r.extra) params[`sub_recordx${s}`] = r.extra;
        s += 1;
      }
    }
    // Dynadot has one TTL per domain: the first record's wins.
    if (records[0]) params.ttl = String(records[0].ttl);
    await this.command('set_dns2', params);
    return aRecordsOf(current);
  }

  async getNameservers(domain: string): Promise<string[]> {
    const res = await this.command('get_ns', { domain });
    const content = (res.NsContent ?? {}) as Record<string, unknown>;
    return hostNames(Object.values(content).map(String));
  }

  async setNameservers(domain: string, nameservers: string[]): Promise<void> {
    const params: Record<string, string> = { domain };
    nameservers.forEach((ns, i) => (params[`ns${i}`] = ns));
    await this.command('set_ns', params);
  }

  async getBalance(): Promise<Balance> {
    const res = await this.command('get_account_balance');
    const list = asArray(res.BalanceList as Node[]);
    const entry = list.find((b) => String(b.Currency).toUpperCase() === 'USD') ?? list[0];
    const balance = toNumber(entry?.Amount);
    if (balance === null) throw transportError('get_account_balance answered no amount');
    return { balance, currency: String(entry?.Currency ?? 'USD') };
  }

  async listDomains(): Promise<string[]> {
    const res = await this.command('list_domain');
    // The JSON array key is not settled (providers/dynadot.md): look for the domain entries defensively.
    const content = (res.MainDomains ?? (res.ListDomainInfoContent as Node | undefined)?.DomainInfoList ?? res.DomainInfoList) as unknown;
    return asArray(content as Node[])
      .map((d) => String((d.Domain as Node | undefined)?.Name ?? d.Name ?? '').toLowerCase())
      .filter(Boolean);
  }

  inventoryPage(cursor: string | null): Promise<InventoryPage> {
    return dynadotInventory((command) => this.command(command), cursor);
  }

  async countDomains(): Promise<number> {
    return (await this.listDomains()).length;
  }

  async checkPrice(domain: string): Promise<Quote> {
    const res = await this.command('search', { domain0: domain, show_price: '1', currency: 'USD' });
    const entry = asArray(res.SearchResults as Node[]).find((r) => String(r.DomainName).toLowerCase() === domain);
    if (!entry) throw transportError('search answered no result for the domain');
    const available = String(entry.Available).toLowerCase() === 'yes';
    const price = available ? toNumber(entry.Price) : null;
    const currency = /in ([A-Z]{3})/.exec(String(entry.Price ?? ''))?.[1] ?? 'USD';
    return { domain, available, price, currency };
  }

  async register(domain: string, years: number): Promise<RegisterOutcome> {
    const res = await this.command('register', { domain, duration: String(years), currency: 'USD' }, false);
    return { status: 'Success', orderId: null, charged: null, message: `${String(res.DomainName ?? domain)} registered` };
  }
}
