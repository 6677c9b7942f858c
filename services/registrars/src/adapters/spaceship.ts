// Spaceship REST (providers/spaceship.md): X-API-Key + X-API-Secret, errors as HTTP status with
// {detail}; records upsert by content, so setting A records deletes stale values then PUTs the new
// ones. The API has no balance and no standard price endpoint: prices come from config.
import { providerError, transportError, unsupported } from '../lib/errors';
import { parseJson, statusError, type HttpAnswer } from '../lib/http-client';
import { asArray, tldOf, Transport, toNumber } from './transport';
import { hostNames } from './inventory/paging';
import type { AdapterDeps, ARecord, Balance, Credentials, Quote, RegisterOutcome, RegistrarAdapter } from './types';
import { spaceshipInventory } from './inventory/spaceship';
import type { InventoryPage } from './inventory/paging';

type Node = Record<string, unknown>;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

const aRecord = (r: Node): ARecord => ({ name: String(r.name), content: String(r.address), ttl: Number(r.ttl) || 3600 });
export class SpaceshipAdapter implements RegistrarAdapter {
  readonly registrar = 'spaceship' as const;
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
        'X-API-Key': this.creds.apiKey ?? '',
        'X-API-Secret': this.creds.apiSecret ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      idempotent,
    });
    if (answer.status >= 400) {
      const err = (() => {
        try {
          return JSON.parse(answer.text) as { detail?: string };
        } catch {
          return null;
        }
      })();
      throw statusError(answer, err?.detail ? `${err.detail} (HTTP ${answer.status})` : `HTTP ${answer.status}`);
    }
    return answer;
  }

  private async json(method: Method, path: string, body?: unknown, idempotent = true): Promise<Node> {
    return (parseJson(await this.call(method, path, body, idempotent)) as Node | null) ?? {};
  }

  private async allRecords(domain: string): Promise<Node[]> {
    const res = await this.json('GET', `/v1/dns/records/${domain}?take=100&skip=0&orderBy=type`);
    return asArray(res.items as Node[]);
  }

  async getARecords(domain: string): Promise<ARecord[]> {
    return (await this.allRecords(domain)).filter((r) => String(r.type).toUpperCase() === 'A').map(aRecord);
  }

  async setARecords(domain: string, records: ARecord[]): Promise<ARecord[]> {
    const current = (await this.allRecords(domain)).filter((r) => String(r.type).toUpperCase() === 'A');
    const stale = current.filter((c) => !records.some((r) => r.name === c.name && r.content === c.address));
    if (stale.length) {
      await this.call(
        'DELETE',
        `/v1/dns/records/${domain}`,
        stale.map((r) => ({ type: 'A', name: r.name, address: r.address })),
      );
    }
    if (records.length) {
      await this.call('PUT', `/v1/dns/records/${domain}`, {
        force: true,
        items: records.map((r) => ({ type: 'A', name: r.name, address: r.content, ttl: r.ttl })),
      });
    }
    return current.map(aRecord);
  }

  async getNameservers(domain: string): Promise<string[]> {
    const info = await this.json('GET', `/v1/domains/${domain}`);
    return hostNames(asArray((info.nameservers as Node | undefined)?.hosts as unknown[]).map(String));
  }

  async setNameservers(domain: string, nameservers: string[]): Promise<void> {
    await this.call('PUT', `/v1/domains/${domain}/nameservers`, { provider: 'custom', hosts: nameservers });
  }

  async getBalance(): Promise<Balance> {
    throw unsupported('Spaceship API has no balance endpoint');
  }

  private async domainPage(skip: number): Promise<{ names: string[]; total: number }> {
    const res = await this.json('GET', `/v1/domains?take=100&skip=${skip}&orderBy=name`);
    const names = asArray(res.items as Node[]).map((d) => String(d.name).toLowerCase());
    return { names, total: toNumber(res.total) ?? names.length };
  }

  inventoryPage(cursor: string | null): Promise<InventoryPage> {
    return spaceshipInventory((path) => this.json('GET', path), cursor);
  }

  async countDomains(): Promise<number> {
    return (await this.domainPage(0)).total;
  }

  async listDomains(): Promise<string[]> {
    const all: string[] = [];
    for (;;) {
      const { names, total } = await this.domainPage(all.length);
      all.push(...names);
      if (names.length === 0 || all.length >= total) return all;
    }
  }

  async checkPrice(domain: string): Promise<Quote> {
    const res = await this.json('GET', `/v1/domains/${domain}/available`);
    const available = String(res.result).toLowerCase() === 'available';
    const premium = asArray(res.premiumPricing as Node[]).find((p) => String(p.operation) === 'register');
    if (premium) return { domain, available, price: toNumber(premium.price), currency: String(premium.currency ?? 'USD') };
    const configured = this.deps.prices?.[tldOf(domain)];
    return { domain, available, price: configured ?? null, currency: 'USD' };
  }

  async register(domain: string, years: number): Promise<RegisterOutcome> {
    const answer = await this.call(
      'POST',
      `/v1/domains/${domain}`,
      { autoRenew: false, years, privacyProtection: { level: 'high', userConsent: true } },
      false,
    );
    const opId = answer.headers.get('spaceship-async-operationid');
    if (!opId) throw transportError('registration answered no async operation id');
    const deadline = Date.now() + (this.deps.asyncWaitMs ?? 10_000);
    for (;;) {
      const op = await this.json('GET', `/v1/async-operations/${opId}`);
      const status = String(op.status).toLowerCase();
      if (status === 'success') return { status: 'Success', orderId: opId, charged: null, message: `${domain} registered` };
      if (status === 'failed') {
        const details = op.details as Node | undefined;
        throw providerError(String(details?.detail ?? details?.message ?? `registration of ${domain} failed`));
      }
      if (Date.now() >= deadline)
        return { status: 'Pending', orderId: opId, charged: null, message: `registration of ${domain} is pending (operation ${opId})` };
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
