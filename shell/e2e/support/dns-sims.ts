// Worker side of the HE simulator and the PowerDNS server the global setup runs (sims/he-dns.ts,
// sims/powerdns.ts): seeds HE logins through /__sim/he/*, and asks the PowerDNS server over DNS.
import { promises as dns } from 'node:dns';

export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the DNS provider simulators (sims/he-dns.ts, sims/powerdns.ts)`);
  return value;
}

export interface HeSimZone {
  name: string;
  records: Array<{ name: string; type: string; ttl: number; content: string }>;
}

export async function seedHeLogin(email: string, password: string, opts: { zoneLimit?: number; zones?: string[] } = {}): Promise<void> {
  const res = await fetch(`${env('E2E_HE_SIM_URL')}__sim/he/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, ...opts }),
  });
  if (!res.ok) throw new Error(`HE sim account: ${res.status} ${await res.text()}`);
}

export async function heZones(email: string): Promise<HeSimZone[]> {
  const res = await fetch(`${env('E2E_HE_SIM_URL')}__sim/he/accounts/${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`HE sim account: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { zones: HeSimZone[] }).zones;
}

/** A resolver asking only the e2e pdns_server. */
export function pdnsResolver(): dns.Resolver {
  const resolver = new dns.Resolver();
  resolver.setServers([`127.0.0.1:${env('E2E_PDNS_DNS_PORT')}`]);
  return resolver;
}
