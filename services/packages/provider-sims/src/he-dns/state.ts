// State of the dns.he.net simulator: accounts with their zones and records, and browser sessions
// (CGISESSID cookie → logged-in account), as providers/he-dns.md describes the real site, and the
// markup variants the pages are written in (markup.ts).
import { randomBytes } from 'node:crypto';
import { parseMarkup, type HeMarkupVariant } from './markup';
import { HtmlWriter } from './writer';

export interface HeRecord {
  id: number;
  name: string;
  type: string;
  ttl: number;
  content: string;
  /** DDNS enabled: written as `dns_tr_dynamic`; the record form's `dynamic=1` sets it, its absence clears it. */
  dynamic?: boolean;
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
  /** Two-factor on: a correct password is answered with the token form; this is the one valid token. */
  twoFactorCode: string | null;
  /** Tokens already accepted: HE refuses a token used once. */
  usedCodes: Set<string>;
}

export class HeDnsState {
  readonly accounts = new Map<string, HeSimAccount>();
  /** session id → account email, or null before login. */
  readonly sessions = new Map<string, string | null>();
  /** session id → account email that gave the right password and still owes its 2FA token. */
  readonly pendingTokens = new Map<string, string>();
  /** The variants the pages are written in now (tests switch them; reset() restores the initial ones). */
  markup: HeMarkupVariant[];
  /** Every form post, without passwords: what a test may check was sent. */
  readonly posts: Array<Record<string, string>> = [];
  private seq = 1000;
  private readonly initialMarkup: HeMarkupVariant[];

  constructor(opts: { markup?: string | readonly string[] } = {}) {
    this.initialMarkup = parseMarkup(opts.markup);
    this.markup = [...this.initialMarkup];
  }

  /** A writer for the current markup, taken once per page. */
  writer(): HtmlWriter {
    return new HtmlWriter(this.markup);
  }

  nextId(): number {
    this.seq += 1;
    return this.seq;
  }

  addAccount(email: string, password: string, opts: { zoneLimit?: number; zones?: string[]; twoFactorCode?: string } = {}): HeSimAccount {
    const account: HeSimAccount = {
      email,
      password,
      zoneLimit: opts.zoneLimit ?? 50,
      hash: randomBytes(8).toString('hex'),
      zones: [],
      twoFactorCode: opts.twoFactorCode ?? null,
      usedCodes: new Set(),
    };
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
    this.pendingTokens.clear();
    this.markup = [...this.initialMarkup];
    this.posts.length = 0;
  }
}
