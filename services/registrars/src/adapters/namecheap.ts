// Namecheap XML API (providers/namecheap.md): global ApiUser/ApiKey/UserName/ClientIp on every call,
// Status="ERROR" inside HTTP 200, setHosts replaces the whole host list (read–modify–write).
import { providerError, transportError } from '../lib/errors';
import { NamecheapClient, type XmlNode } from './namecheap-client';
import { asArray, splitDomain, Transport, toNumber } from './transport';
import { hostNames } from './inventory/paging';
import type { AdapterDeps, ARecord, Balance, Credentials, Quote, RegisterOutcome, RegistrarAdapter } from './types';
import { namecheapInventory } from './inventory/namecheap';
import type { InventoryPage } from './inventory/paging';

type Node = XmlNode;

const CONTACT_ROLES = ['Registrant', 'Tech', 'Admin', 'AuxBilling'];

const aRecordsOf = (hosts: Node[]): ARecord[] =>
  hosts
    .filter((h) => String(h.type).toUpperCase() === 'A')
    .map((h) => ({ name: String(h.name), content: String(h.address), ttl: Number(h.ttl) || 1800 }));
export class NamecheapAdapter implements RegistrarAdapter {
  readonly registrar = 'namecheap' as const;
  private readonly client: NamecheapClient;

  constructor(
    private readonly creds: Credentials,
    private readonly deps: AdapterDeps,
  ) {
    this.client = new NamecheapClient(creds, new Transport(deps));
  }

  private command(command: string, params: Record<string, string>, idempotent = true): Promise<Node> {
    return this.client.command(command, params, idempotent);
  }

  private async hosts(domain: string): Promise<Node[]> {
    const { sld, tld } = splitDomain(domain);
    const res = await this.command('namecheap.domains.dns.getHosts', { SLD: sld, TLD: tld });
    return asArray((res.domaindnsgethostsresult as Node | undefined)?.host as Node[]);
  }

  async getARecords(domain: string): Promise<ARecord[]> {
    return aRecordsOf(await this.hosts(domain));
  }

  async setARecords(domain: string, records: ARecord[]): Promise<ARecord[]> {
    const hosts = await this.hosts(domain);
    const keep = hosts.filter((h) => String(h.type).toUpperCase() !== 'A');
    const all = [
      ...keep.map((h) => ({
        name: String(h.name),
        type: String(h.type),
        address: String(h.address),
        ttl: String(h.ttl ?? 1800),
        mx: h.mxpref,
      })),
      ...records.map((r) => ({ name: r.name, type: 'A', address: r.content, ttl: String(r.ttl), mx: undefined })),
    ];
    const { sld, tld } = splitDomain(domain);
    const params: Record<string, string> = { SLD: sld, TLD: tld };
    all.forEach((h, i) => {
      params[`HostName${i + 1}`] = h.name;
      params[`RecordType${i + 1}`] = h.type;
      params[`Address${i + 1}`] = h.address;
      params[`TTL${i + 1}`] = h.ttl;
      if (h.type.toUpperCase() === 'MX' && h.mx !== undefined) params[`MXPref${i + 1}`] = String(h.mx);
    });
    const res = await this.command('namecheap.domains.dns.setHosts', params);
    const result = res.domaindnssethostsresult as Node | undefined;
    if (String(result?.issuccess).toLowerCase() !== 'true') throw providerError('setHosts did not report success');
    return aRecordsOf(hosts);
  }

  async getNameservers(domain: string): Promise<string[]> {
    const { sld, tld } = splitDomain(domain);
    const res = await this.command('namecheap.domains.dns.getList', { SLD: sld, TLD: tld });
    const list = asArray((res.domaindnsgetlistresult as Node | undefined)?.nameserver as unknown[]);
    return hostNames(list.map((n) => (n && typeof n === 'object' ? String((n as Node)['#text'] ?? '') : String(n ?? ''))));
  }

  async setNameservers(domain: string, nameservers: string[]): Promise<void> {
    const { sld, tld } = splitDomain(domain);
    const res = await this.command('namecheap.domains.dns.setCustom', { SLD: sld, TLD: tld, Nameservers: nameservers.join(',') });
    if (String((res.domaindnssetcustomresult as Node | undefined)?.updated).toLowerCase() !== 'true') {
      throw providerError('setCustom did not report Updated="true"');
    }
  }

  async getBalance(): Promise<Balance> {
    const res = await this.command('namecheap.users.getBalances', {});
    const r = (res.usergetbalancesresult as Node | undefined) ?? {};
    const balance = toNumber(r.availablebalance);
    if (balance === null) throw transportError('getBalances answered no AvailableBalance');
    return { balance, currency: String(r.currency ?? 'USD') };
  }

  private async domainPage(page: number): Promise<{ names: string[]; total: number }> {
    const res = await this.command('namecheap.domains.getList', { ListType: 'ALL', Page: String(page), PageSize: '100' });
    const names = asArray((res.domaingetlistresult as Node | undefined)?.domain as Node[]).map((d) => String(d.name).toLowerCase());
    const total = toNumber((res.paging as Node | undefined)?.totalitems) ?? names.length;
    return { names, total };
  }

  async countDomains(): Promise<number> {
    return (await this.domainPage(1)).total;
  }

  async listDomains(): Promise<string[]> {
    const all: string[] = [];
    for (let page = 1; ; page += 1) {
      const { names, total } = await this.domainPage(page);
      all.push(...names);
      if (names.length === 0 || all.length >= total) return all;
    }
  }

  inventoryPage(cursor: string | null): Promise<InventoryPage> {
    return namecheapInventory((command, params) => this.command(command, params), cursor, this.deps.inventoryChunk ?? 50);
  }

  async checkPrice(domain: string): Promise<Quote> {
    const res = await this.command('namecheap.domains.check', { DomainList: domain });
    const check = asArray(res.domaincheckresult as Node[])[0];
    if (!check) throw transportError('domains.check answered no result');
    const available = String(check.available).toLowerCase() === 'true';
    if (String(check.ispremiumname).toLowerCase() === 'true') {
      return { domain, available, price: toNumber(check.premiumregistrationprice), currency: 'USD' };
    }
    const tld = splitDomain(domain).tld;
    const pricing = await this.command('namecheap.users.getPricing', {
      ProductType: 'DOMAIN',
      ProductCategory: 'DOMAINS',
      ActionName: 'REGISTER',
      ProductName: tld.toUpperCase(),
    });
    const prices = findPrices(pricing);
    const oneYear = prices.find((p) => String(p.duration) === '1') ?? prices[0];
    return {
      domain,
      available,
      price: oneYear ? toNumber(oneYear.yourprice ?? oneYear.price) : null,
      currency: String(oneYear?.currency ?? 'USD'),
    };
  }

  async register(domain: string, years: number): Promise<RegisterOutcome> {
    const contact: Record<string, string> = {
      FirstName: this.creds.contactFirstName ?? '',
      LastName: this.creds.contactLastName ?? '',
      Address1: this.creds.contactAddress1 ?? '',
      City: this.creds.contactCity ?? '',
      StateProvince: this.creds.contactStateProvince ?? '',
      PostalCode: this.creds.contactPostalCode ?? '',
      Country: this.creds.contactCountry ?? '',
      Phone: this.creds.contactPhone ?? '',
      EmailAddress: this.creds.contactEmail ?? '',
    };
    const missing = Object.entries(contact)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (missing.length) throw providerError(`account contact fields missing for registration: ${missing.join(', ')}`);
    const params: Record<string, string> = { DomainName: domain, Years: String(years) };
    for (const role of CONTACT_ROLES) for (const [k, v] of Object.entries(contact)) params[`${role}${k}`] = v;
    // Charges money: never retried.
    const res = await this.command('namecheap.domains.create', params, false);
    const r = (res.domaincreateresult as Node | undefined) ?? {};
    if (String(r.registered).toLowerCase() !== 'true') throw providerError(`${domain} was not registered`);
    return {
      status: 'Success',
      orderId: r.orderid ? String(r.orderid) : null,
      charged: toNumber(r.chargedamount),
      message: `${domain} registered`,
    };
  }
}

function findPrices(res: Node): Node[] {
  const types = asArray((res.usergetpricingresult as Node | undefined)?.producttype as Node[]);
  return types
    .flatMap((t) => asArray(t.productcategory as Node[]))
    .flatMap((c) => asArray(c.product as Node[]))
    .flatMap((p) => asArray(p.price as Node[]));
}
