// Gandi v5 (providers/gandi.md): Authorization: Bearer <PAT>, errors as HTTP status with
// {message, errors[]}; LiveDNS works per rrset (name+type), so each wanted name gets one PUT with all
// its values and A rrsets at other names are deleted.
import { providerError, transportError } from '../lib/errors';
import { parseJson, statusError, type HttpAnswer } from '../lib/http-client';
import { asArray, Transport, toNumber } from './transport';
import { hostNames } from './inventory/paging';
import type { AdapterDeps, ARecord, Balance, Credentials, Quote, RegisterOutcome, RegistrarAdapter } from './types';
import { gandiInventory } from './inventory/gandi';
import type { InventoryPage } from './inventory/paging';

type Node = Record<string, unknown>;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

function gandiMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: string; cause?: string; errors?: Array<{ name?: string; description?: string }> };
    const details = asArray(body.errors).map((e) => `${e.name ?? ''}: ${e.description ?? ''}`);
    return [body.message ?? body.cause, ...details].filter(Boolean).join('; ') || null;
  } catch {
    return null;
  }
}

export class GandiAdapter implements RegistrarAdapter {
  readonly registrar = 'gandi' as const;
  private readonly http: Transport;

  constructor(
    private readonly creds: Credentials,
    private readonly deps: AdapterDeps,
  ) {
    this.http = new Transport(deps);
  }

  private async call(method: Method, path: string, body?: unknown, idempotent = true): Promise<HttpAnswer> {
    const answer = await this.http.send({
      method,
      url: `${this.http.baseUrl}${path}`,
      headers: {
        authorization: `Bearer ${this.creds.apiToken ?? ''}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      idempotent,
    });
    if (answer.status >= 400) throw statusError(answer, `${gandiMessage(answer.text) ?? 'failed'} (HTTP ${answer.status})`);
    return answer;
  }

  private async json(method: Method, path: string, body?: unknown, idempotent = true): Promise<unknown> {
    return parseJson(await this.call(method, path, body, idempotent));
  }

  async getARecords(domain: string): Promise<ARecord[]> {
    const items = asArray((await this.json('GET', `/livedns/domains/${domain}/records`)) as Node[]);
    return items
      .filter((r) => String(r.rrset_type).toUpperCase() === 'A')
      .flatMap((r) =>
        asArray(r.rrset_values as string[]).map((v) => ({ name: String(r.rrset_name), content: v, ttl: Number(r.rrset_ttl) || 10800 })),
      );
  }

  async setARecords(domain: string, records: ARecord[]): Promise<ARecord[]> {
    const previous = await this.getARecords(domain);
    const byName = new Map<string, ARecord[]>();
    for (const r of records) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
    for (const [name, set] of byName) {
      // LiveDNS TTL minimum is 300; one TTL per rrset.
      const ttl = Math.max(300, Math.min(...set.map((r) => r.ttl)));
      await this.call('PUT', `/livedns/domains/${domain}/records/${encodeURIComponent(name)}/A`, {
        rrset_ttl: ttl,
        rrset_values: set.map((r) => r.content),
      });
    }
    // The PUTs above touch only wanted names: any other name held before is left to delete.
    for (const name of new Set(previous.map((r) => r.name))) {
      if (!byName.has(name)) await this.call('DELETE', `/livedns/domains/${domain}/records/${encodeURIComponent(name)}/A`);
    }
    return previous;
  }

  async getNameservers(domain: string): Promise<string[]> {
    return hostNames(asArray((await this.json('GET', `/domain/domains/${domain}/nameservers`)) as unknown[]).map(String));
  }

  async setNameservers(domain: string, nameservers: string[]): Promise<void> {
    await this.call('PUT', `/domain/domains/${domain}/nameservers`, { nameservers });
  }

  async getBalance(): Promise<Balance> {
    const info = (await this.json('GET', '/billing/info')) as Node | null;
    const prepaid = info?.prepaid as Node | undefined;
    const balance = toNumber(prepaid?.amount);
    if (balance === null) throw transportError('billing/info answered no prepaid amount');
    return { balance, currency: String(prepaid?.currency ?? 'EUR') };
  }

  async listDomains(): Promise<string[]> {
    const all: string[] = [];
    for (let page = 1; ; page += 1) {
      const items = asArray((await this.json('GET', `/domain/domains?per_page=100&page=${page}`)) as Node[]);
      all.push(...items.map((d) => String(d.fqdn).toLowerCase()));
      if (items.length < 100) return all;
    }
  }

  inventoryPage(cursor: string | null): Promise<InventoryPage> {
    return gandiInventory((path) => this.json('GET', path), cursor, this.deps.inventoryChunk ?? 50);
  }

  async countDomains(): Promise<number> {
    const answer = await this.call('GET', '/domain/domains?per_page=1&page=1');
    const total = toNumber(answer.headers.get('total-count'));
    return total ?? (await this.listDomains()).length;
  }

  async checkPrice(domain: string): Promise<Quote> {
    const res = (await this.json('GET', `/domain/check?name=${encodeURIComponent(domain)}&processes=create`)) as Node | null;
    const product = asArray(res?.products as Node[]).find((p) => String(p.name).toLowerCase() === domain);
    if (!product) throw transportError('domain/check answered no product for the domain');
    const price = asArray(product.prices as Node[])[0];
    return {
      domain,
      available: String(product.status) === 'available',
      price: price ? toNumber(price.price_after_taxes ?? price.price_before_taxes) : null,
      currency: String(res?.currency ?? 'EUR'),
    };
  }

  async register(domain: string, years: number): Promise<RegisterOutcome> {
    const c = this.creds;
    const owner = {
      type: 0,
      given: c.contactGiven,
      family: c.contactFamily,
      email: c.contactEmail,
      phone: c.contactPhone,
      streetaddr: c.contactStreetaddr,
      zip: c.contactZip,
      city: c.contactCity,
      country: c.contactCountry,
    };
    const missing = Object.entries(owner)
      .filter(([, v]) => v === undefined || v === null || v === '')
      .map(([k]) => k);
    if (missing.length) throw providerError(`account contact fields missing for registration: ${missing.join(', ')}`);
    const res = (await this.json('POST', '/domain/domains', { fqdn: domain, duration: years, owner }, false)) as Node | null;
    // Gandi answers 202: the order is accepted and completes asynchronously.
    return { status: 'Pending', orderId: null, charged: null, message: String(res?.message ?? 'Domain Created') };
  }
}
