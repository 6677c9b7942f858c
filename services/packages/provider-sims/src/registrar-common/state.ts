// What a registrar simulator remembers: the account's domains with their records and name servers,
// balance, register prices per TLD, names taken elsewhere, and the registrations it accepted.
export interface SimRecord {
  id: number;
  /** Relative: '@' for the apex, 'www'. */
  name: string;
  type: string;
  content: string;
  ttl: number;
  prio?: number;
}

export interface SimDomain {
  name: string;
  records: SimRecord[];
  nameservers: string[];
  created: Date;
  expires: Date;
}

export interface SimRegistration {
  domain: string;
  years: number;
  price: number;
  at: Date;
  /** Contact data the registration carried (namecheap, gandi, namesilo inline). */
  contact?: Record<string, string>;
}

export interface SeedDomain {
  name: string;
  records?: Array<Omit<SimRecord, 'id'>>;
  nameservers?: string[];
}

export class RegistrarSimState {
  readonly domains = new Map<string, SimDomain>();
  readonly registrations: SimRegistration[] = [];
  /** Names registered by someone else: not available. */
  readonly taken = new Set<string>();
  balance = 100;
  currency = 'USD';
  prices: Record<string, number> = { com: 9.58, net: 11.28, org: 8.98, io: 32.88, dev: 12.98 };
  private nextId = 1000;

  constructor(readonly defaultNameservers: string[]) {}

  addDomain(seed: SeedDomain): SimDomain {
    const name = seed.name.toLowerCase();
    const now = new Date();
    const domain: SimDomain = {
      name,
      records: (seed.records ?? []).map((r) => ({ ...r, id: this.newRecordId() })),
      nameservers: seed.nameservers ?? [...this.defaultNameservers],
      created: now,
      expires: new Date(now.getTime() + 365 * 24 * 3600_000),
    };
    this.domains.set(name, domain);
    return domain;
  }

  newRecordId(): number {
    this.nextId += 1;
    return this.nextId;
  }

  domain(name: string): SimDomain | undefined {
    return this.domains.get(name.toLowerCase());
  }

  aRecords(name: string): Array<{ name: string; content: string; ttl: number }> {
    return (this.domain(name)?.records ?? []).filter((r) => r.type === 'A').map((r) => ({ name: r.name, content: r.content, ttl: r.ttl }));
  }

  priceOf(domain: string): number | null {
    const tld = domain.toLowerCase().split('.').slice(1).join('.');
    return this.prices[tld] ?? this.prices[tld.split('.').pop() ?? ''] ?? null;
  }

  isAvailable(domain: string): boolean {
    const name = domain.toLowerCase();
    return !this.domains.has(name) && !this.taken.has(name) && this.priceOf(name) !== null;
  }

  /** Charges the balance and adds the domain; the error text is what the registrar would say. */
  register(
    domain: string,
    years: number,
    contact?: Record<string, string>,
  ): { ok: true; price: number } | { ok: false; reason: 'unavailable' | 'funds' } {
    const price = this.priceOf(domain);
    if (!this.isAvailable(domain) || price === null) return { ok: false, reason: 'unavailable' };
    const total = Math.round(price * years * 100) / 100;
    if (this.balance < total) return { ok: false, reason: 'funds' };
    this.balance = Math.round((this.balance - total) * 100) / 100;
    this.addDomain({ name: domain });
    this.registrations.push({ domain: domain.toLowerCase(), years, price: total, at: new Date(), contact });
    return { ok: true, price: total };
  }

  reset(): void {
    this.domains.clear();
    this.registrations.length = 0;
    this.taken.clear();
    this.balance = 100;
  }

  snapshot() {
    return {
      balance: this.balance,
      currency: this.currency,
      prices: this.prices,
      taken: [...this.taken],
      domains: [...this.domains.values()],
      registrations: this.registrations,
    };
  }
}
