// NameSilo (providers/namesilo.md): GET /<operation>?version=1&type=json&key=, reply.code other than
// 300/301/302 is a failure inside HTTP 200; records per id (list, then update/delete/add). Calls pass
// the account's gate, which spaces them at least 1 s apart.
import { providerError, transportError } from '../lib/errors';
import { parseJson, statusError } from '../lib/http-client';
import { asArray, relativeName, Transport, toNumber } from './transport';
import { hostNames } from './inventory/paging';
import type { AdapterDeps, ARecord, Balance, Credentials, Quote, RegisterOutcome, RegistrarAdapter } from './types';
import { namesiloInventory } from './inventory/namesilo';
import type { InventoryPage } from './inventory/paging';

type Reply = Record<string, unknown>;
const SUCCESS = new Set(['300', '301', '302']);

export class NamesiloAdapter implements RegistrarAdapter {
  readonly registrar = 'namesilo' as const;
  private readonly http: Transport;

  constructor(
    private readonly creds: Credentials,
    private readonly deps: AdapterDeps,
  ) {
    this.http = new Transport(deps);
  }

  private async op(operation: string, params: Record<string, string> = {}, idempotent = true): Promise<Reply> {
    const query = new URLSearchParams({ version: '1', type: 'json', key: this.creds.apiKey ?? '', ...params });
    const answer = await this.http.send({ url: `${this.http.baseUrl}/${operation}?${query}`, idempotent });
    const body = parseJson(answer) as { reply?: Reply } | null;
    if (answer.status >= 400 && !body?.reply) throw statusError(answer, `HTTP ${answer.status}`);
    const reply = body?.reply;
    if (!reply) throw transportError(`unexpected answer (HTTP ${answer.status})`, answer.status);
    if (!SUCCESS.has(String(reply.code))) throw providerError(`${String(reply.detail ?? 'failed')} (code ${String(reply.code)})`);
    return reply;
  }

  private async records(domain: string): Promise<Reply[]> {
    return asArray((await this.op('dnsListRecords', { domain })).resource_record as Reply[]);
  }

  async getARecords(domain: string): Promise<ARecord[]> {
    return (await this.records(domain)).filter((r) => String(r.type).toUpperCase() === 'A').map((r) => this.aRecord(r, domain));
  }

  async setARecords(domain: string, records: ARecord[]): Promise<ARecord[]> {
    const current = (await this.records(domain)).filter((r) => String(r.type).toUpperCase() === 'A');
    const previous = current.map((r) => this.aRecord(r, domain));
    const wanted = [...records];
    // Records already right are left alone; the rest are updated in place, deleted, or added.
    const stale: Reply[] = [];
    for (const r of current) {
      const i = wanted.findIndex(
        (w) => w.name === relativeName(String(r.host), domain) && w.content === String(r.value) && w.ttl === Number(r.ttl),
      );
      if (i >= 0) wanted.splice(i, 1);
      else stale.push(r);
    }
    for (const w of wanted) {
      const reuse = stale.findIndex((r) => relativeName(String(r.host), domain) === w.name);
      const host = w.name === '@' ? '' : w.name;
      if (reuse >= 0) {
        const [r] = stale.splice(reuse, 1);
        await this.op('dnsUpdateRecord', { domain, rrid: String(r.record_id), rrhost: host, rrvalue: w.content, rrttl: String(w.ttl) });
      } else {
        // Adding is not idempotent: a retried add would duplicate the record.
        await this.op('dnsAddRecord', { domain, rrtype: 'A', rrhost: host, rrvalue: w.content, rrttl: String(w.ttl) }, false);
      }
    }
    for (const r of stale) await this.op('dnsDeleteRecord', { domain, rrid: String(r.record_id) });
    return previous;
  }

  private aRecord(r: Reply, domain: string): ARecord {
    return { name: relativeName(String(r.host), domain), content: String(r.value), ttl: Number(r.ttl) || 7207 };
  }

  async getNameservers(domain: string): Promise<string[]> {
    const info = await this.op('getDomainInfo', { domain });
    const list = asArray((info.nameservers as Reply | undefined)?.nameserver as Array<string | Reply>);
    return hostNames(list.map((n) => (typeof n === 'string' ? n : String(n.nameserver ?? n['#text'] ?? ''))));
  }

  async setNameservers(domain: string, nameservers: string[]): Promise<void> {
    const params: Record<string, string> = { domain };
    nameservers.forEach((ns, i) => (params[`ns${i + 1}`] = ns));
    await this.op('changeNameServers', params);
  }

  async getBalance(): Promise<Balance> {
    const balance = toNumber((await this.op('getAccountBalance')).balance);
    if (balance === null) throw transportError('getAccountBalance answered no balance');
    return { balance, currency: 'USD' };
  }

  async listDomains(): Promise<string[]> {
    const domains = (await this.op('listDomains')).domains as Reply | undefined;
    return asArray(domains?.domain as Array<string | Reply>).map((d) => (typeof d === 'string' ? d : String(d.domain)).toLowerCase());
  }

  inventoryPage(cursor: string | null): Promise<InventoryPage> {
    return namesiloInventory((operation, params) => this.op(operation, params), cursor, this.deps.inventoryChunk ?? 10);
  }

  async countDomains(): Promise<number> {
    return (await this.listDomains()).length;
  }

  async checkPrice(domain: string): Promise<Quote> {
    const reply = await this.op('checkRegisterAvailability', { domains: domain });
    const available = asArray(reply.available as Reply | Reply[]).find((a) => String(a.domain).toLowerCase() === domain);
    if (available) return { domain, available: true, price: toNumber(available.price), currency: 'USD' };
    return { domain, available: false, price: null, currency: 'USD' };
  }

  async register(domain: string, years: number): Promise<RegisterOutcome> {
    const reply = await this.op('registerDomain', { domain, years: String(years) }, false);
    return {
      status: 'Success',
      orderId: null,
      charged: toNumber(reply.order_amount),
      message: String(reply.message ?? reply.detail ?? `${domain} registered`),
    };
  }
}
