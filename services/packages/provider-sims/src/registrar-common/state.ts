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
  /** Inventory (issue 29): the registrar's renewal and transfer-lock switches. */
  autoRenew: boolean;
  locked: boolean;
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
  /** ISO date or Date; a year from now when absent. */
  expires?: string | Date;
  autoRenew?: boolean;
  locked?: boolean;
}

/** A change a test makes behind the panel's back (issue 29 drift): any subset. */
export interface SimDrift {
  nameservers?: string[];
  expires?: string | Date;
  autoRenew?: boolean;
  locked?: boolean;
  /** The domain's A records become these (relative names). */
  aRecords?: Array<{ name: string; content: string; ttl?: number }>;
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
      expires: seed.expires ? new Date(seed.expires) : new Date(now.getTime() + 365 * 24 * 3600_000),
      autoRenew: seed.autoRenew ?? false,
      locked: seed.locked ?? true,
    };
    this.domains.set(name, domain);
    return domain;
  }

  /** `count` domains named <prefix>0001.<tld>… (a large account for inventory tests). */
  seedMany(count: number, opts: { prefix?: string; tld?: string; nameservers?: string[] } = {}): string[] {
    const width = Math.max(4, String(count).length);
    const names: string[] = [];
    for (let i = 1; i <= count; i += 1) {
      const name = `${opts.prefix ?? 'inv'}${String(i).padStart(width, '0')}.${opts.tld ?? 'com'}`;
      this.addDomain({ name, nameservers: opts.nameservers });
      names.push(name);
    }
    return names;
  }

  /** Applies `drift` to a domain; false when the account has no such domain. */
  drift(name: string, drift: SimDrift): boolean {
    const d = this.domain(name);
    if (!d) return false;
    if (drift.nameservers) d.nameservers = drift.nameservers.map((n) => n.toLowerCase());
    if (drift.expires) d.expires = new Date(drift.expires);
    if (drift.autoRenew !== undefined) d.autoRenew = drift.autoRenew;
    if (drift.locked !== undefined) d.locked = drift.locked;
    if (drift.aRecords) {
      d.records = [
        ...d.records.filter((r) => r.type !== 'A'),
        ...drift.aRecords.map((r) => ({ id: this.newRecordId(), name: r.name, type: 'A', content: r.content, ttl: r.ttl ?? 600 })),
      ];
    }
    return true;
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
