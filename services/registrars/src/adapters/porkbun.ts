// Porkbun v3 (providers/porkbun.md): JSON POST with apikey + secretapikey in the body,
// "status":"ERROR" usually inside HTTP 200; records per id, names as FQDN in answers and as the
// subdomain ('' = apex) in writes. Registration must quote the current price in pennies.
import { providerError, transportError } from '../lib/errors';
import { parseJson, statusError } from '../lib/http-client';
import { asArray, relativeName, Transport, toNumber } from './transport';
import { hostNames } from './inventory/paging';
import type { AdapterDeps, ARecord, Balance, Credentials, Quote, RegisterOutcome, RegistrarAdapter } from './types';
import { porkbunInventory } from './inventory/porkbun';
import type { InventoryPage } from './inventory/paging';

type Node = Record<string, unknown>;

export class PorkbunAdapter implements RegistrarAdapter {
  readonly registrar = 'porkbun' as const;
  private readonly http: Transport;

  constructor(
    private readonly creds: Credentials,
    private readonly deps: AdapterDeps,
  ) {
    this.http = new Transport(deps);
  }

  private async post(path: string, body: Node = {}, idempotent = true): Promise<Node> {
    const answer = await this.http.send({
      method: 'POST',
      url: `${this.http.baseUrl}${path}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apikey: this.creds.apiKey ?? '', secretapikey: this.creds.secretKey ?? '', ...body }),
      idempotent,
    });
    const parsed = (() => {
      try {
        return parseJson(answer) as Node | null;
      } catch (err) {
        if (answer.status >= 400) throw statusError(answer, `HTTP ${answer.status}`);
        throw err;
      }
    })();
    if (parsed && String(parsed.status).toUpperCase() === 'ERROR') {
      const message = String(parsed.message ?? 'failed');
      throw answer.status === 429 || answer.status >= 500 ? statusError(answer, message) : providerError(message, answer.status);
    }
    if (answer.status >= 400) throw statusError(answer, `HTTP ${answer.status}`);
    if (!parsed || String(parsed.status).toUpperCase() !== 'SUCCESS') throw transportError('unexpected answer');
    return parsed;
  }

  private async records(domain: string): Promise<Node[]> {
    return asArray((await this.post(`/dns/retrieve/${domain}`)).records as Node[]);
  }

  async getARecords(domain: string): Promise<ARecord[]> {
    return (await this.records(domain)).filter((r) => String(r.type).toUpperCase() === 'A').map((r) => this.aRecord(r, domain));
  }

  async setARecords(domain: string, records: ARecord[]): Promise<ARecord[]> {
    const current = (await this.records(domain)).filter((r) => String(r.type).toUpperCase() === 'A');
    const previous = current.map((r) => this.aRecord(r, domain));
    const wanted = [...records];
    const stale: Node[] = [];
    for (const r of current) {
      const i = wanted.findIndex(
        (w) => w.name === relativeName(String(r.name), domain) && w.content === String(r.content) && Math.max(600, w.ttl) === Number(r.ttl),
      );
      if (i >= 0) wanted.splice(i, 1);
      else stale.push(r);
    }
    // Porkbun's TTL minimum is 600.
    for (const w of wanted) {
      const sub = w.name === '@' ? '' : w.name;
      const fields = { name: sub, type: 'A', content: w.content, ttl: String(Math.max(600, w.ttl)) };
      const reuse = stale.findIndex((r) => relativeName(String(r.name), domain) === w.name);
      if (reuse >= 0) {
        const [r] = stale.splice(reuse, 1);
        await this.post(`/dns/edit/${domain}/${String(r.id)}`, fields);
      } else {
        await this.post(`/dns/create/${domain}`, fields, false);
      }
    }
    for (const r of stale) await this.post(`/dns/delete/${domain}/${String(r.id)}`);
    return previous;
  }

  private aRecord(r: Node, domain: string): ARecord {
    return { name: relativeName(String(r.name), domain), content: String(r.content), ttl: Number(r.ttl) || 600 };
  }

  async getNameservers(domain: string): Promise<string[]> {
    return hostNames(asArray((await this.post(`/domain/getNs/${domain}`)).ns as unknown[]).map(String));
  }

  async setNameservers(domain: string, nameservers: string[]): Promise<void> {
    await this.post(`/domain/updateNs/${domain}`, { ns: nameservers });
  }

  async getBalance(): Promise<Balance> {
    const res = await this.post('/account/balance');
    // Field names are unverified (providers/porkbun.md): cents when named so, else a decimal amount.
    const cents = toNumber(res.balanceCents ?? res.cents ?? res.credit_cents);
    const amount = cents !== null ? cents / 100 : toNumber(res.balance ?? res.credit ?? res.amount);
    if (amount === null) throw transportError('account/balance answered no balance');
    return { balance: amount, currency: String(res.currency ?? 'USD') };
  }

  async listDomains(): Promise<string[]> {
    const all: string[] = [];
    for (let start = 0; ; start += 1000) {
      const page = asArray((await this.post('/domain/listAll', { start: String(start) })).domains as Node[]);
      all.push(...page.map((d) => String(d.domain).toLowerCase()));
      if (page.length < 1000) return all;
    }
  }

  inventoryPage(cursor: string | null): Promise<InventoryPage> {
    return porkbunInventory((path, body) => this.post(path, body), cursor, this.deps.inventoryChunk ?? 50);
  }

  async countDomains(): Promise<number> {
    return (await this.listDomains()).length;
  }

  async checkPrice(domain: string): Promise<Quote> {
    const check = () => this.post(`/domain/checkDomain/${domain}`);
    const res = (await (this.deps.checkGate ? this.deps.checkGate.run(check) : check())).response as Node | undefined;
    if (!res) throw transportError('checkDomain answered no response');
    const available = String(res.avail).toLowerCase() === 'yes';
    return { domain, available, price: toNumber(res.price), currency: 'USD' };
  }

  async register(domain: string, _years: number): Promise<RegisterOutcome> {
    const quote = await this.checkPrice(domain);
    if (!quote.available || quote.price === null) throw providerError(`${domain} is not available for registration`);
    // cost in pennies must match the current price, guarding against a price change in between.
    const cost = Math.round(quote.price * 100);
    const res = await this.post(`/domain/create/${domain}`, { cost, agreeToTerms: 'yes' }, false);
    return {
      status: 'Success',
      orderId: res.orderId === undefined ? null : String(res.orderId),
      charged: cost / 100,
      message: `${domain} registered`,
    };
  }
}
