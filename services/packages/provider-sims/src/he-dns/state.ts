// State of the dns.he.net simulator: accounts with their zones and records, and browser sessions
// (CGISESSID cookie → logged-in account), as providers/he-dns.md describes the real site.
import { randomBytes } from 'node:crypto';

export interface HeRecord {
  id: number;
  name: string;
  type: string;
  ttl: number;
  content: string;
}

export interface HeZone {
  id: number;
  name: string;
  records: HeRecord[];
}

export interface HeSimAccount {
  email: string;
  password: string;
  /** Zones this account may hold; adding one more is refused in dns_err. */
  zoneLimit: number;
  /** The hidden `account` form value of the main page. */
  hash: string;
  zones: HeZone[];
}

export class HeDnsState {
  readonly accounts = new Map<string, HeSimAccount>();
  /** session id → account email, or null before login. */
  readonly sessions = new Map<string, string | null>();
  /** Every form post, without passwords: what a test may check was sent. */
  readonly posts: Array<Record<string, string>> = [];
  private seq = 1000;

  nextId(): number {
    this.seq += 1;
    return this.seq;
  }

  addAccount(email: string, password: string, opts: { zoneLimit?: number; zones?: string[] } = {}): HeSimAccount {
    const account: HeSimAccount = { email, password, zoneLimit: opts.zoneLimit ?? 50, hash: randomBytes(8).toString('hex'), zones: [] };
    this.accounts.set(email, account);
    for (const zone of opts.zones ?? []) this.addZone(account, zone);
    return account;
  }

  /** The zone with the SOA and NS rows HE creates for every new zone. */
  addZone(account: HeSimAccount, name: string): HeZone {
    const zone: HeZone = { id: this.nextId(), name, records: [] };
    zone.records.push({
      id: this.nextId(),
      name,
      type: 'SOA',
      ttl: 172800,
      content: `ns1.he.net. hostmaster.he.net. 1 10800 1800 604800 86400`,
    });
    for (const n of [1, 2, 3, 4, 5]) zone.records.push({ id: this.nextId(), name, type: 'NS', ttl: 172800, content: `ns${n}.he.net` });
    account.zones.push(zone);
    return zone;
  }

  owner(zoneName: string): HeSimAccount | undefined {
    return [...this.accounts.values()].find((a) => a.zones.some((z) => z.name === zoneName));
  }

  reset(): void {
    this.accounts.clear();
    this.sessions.clear();
    this.posts.length = 0;
  }
}
