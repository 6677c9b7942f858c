// What the Cloudflare simulator keeps: users (global key + e-mail, or an API token) each with one
// account, their zones, DNS records and SSL setting, and purges. Each account gets its own pair of
// name servers so a test can tell which zone a registrar was pointed at.
import { randomBytes } from 'node:crypto';

export interface SimCfUser {
  email: string;
  apiKey: string;
  token: string;
  accountId: string;
  nameServers: string[];
}

export interface SimCfRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  created_on: string;
  modified_on: string;
}

export interface SimCfZone {
  id: string;
  name: string;
  accountId: string;
  status: 'pending' | 'active';
  nameServers: string[];
  ssl: string;
  records: SimCfRecord[];
  purges: number;
  createdOn: string;
}

const NS_NAMES = ['ada', 'bob', 'cruz', 'dana', 'eli', 'fay', 'gus', 'hal', 'ivy', 'jon', 'kai', 'lea', 'max', 'nia', 'oz', 'pia'];

export const hexId = () => randomBytes(16).toString('hex');

export class CloudflareSimState {
  users: SimCfUser[] = [];
  zones: SimCfZone[] = [];

  /** Adds a user (idempotent by e-mail); a missing key or token is generated in Cloudflare's format. */
  addUser(u: { email: string; apiKey?: string; token?: string }): SimCfUser {
    const existing = this.users.find((x) => x.email.toLowerCase() === u.email.toLowerCase());
    if (existing) return existing;
    const n = this.users.length;
    const user: SimCfUser = {
      email: u.email,
      apiKey: u.apiKey ?? randomBytes(19).toString('hex').slice(0, 37),
      token: u.token ?? randomBytes(30).toString('base64url').slice(0, 40),
      accountId: hexId(),
      nameServers: [
        `${NS_NAMES[n % NS_NAMES.length]}${Math.floor(n / NS_NAMES.length) || ''}.ns.cloudflare.com`,
        `${NS_NAMES[(n + 1) % NS_NAMES.length]}${Math.floor(n / NS_NAMES.length) || ''}.ns.cloudflare.com`,
      ],
    };
    this.users.push(user);
    return user;
  }

  byKey(email: string | undefined, key: string | undefined): SimCfUser | undefined {
    return this.users.find((u) => u.apiKey === key && u.email.toLowerCase() === (email ?? '').toLowerCase());
  }

  byToken(token: string | undefined): SimCfUser | undefined {
    return this.users.find((u) => u.token === token);
  }

  zonesOf(user: SimCfUser): SimCfZone[] {
    return this.zones.filter((z) => z.accountId === user.accountId);
  }

  reset(): void {
    this.users = [];
    this.zones = [];
  }

  snapshot() {
    return {
      users: this.users.map((u) => ({ email: u.email, accountId: u.accountId, nameServers: u.nameServers })),
      zones: this.zones.map((z) => ({ ...z, account: this.users.find((u) => u.accountId === z.accountId)?.email ?? null })),
    };
  }
}
