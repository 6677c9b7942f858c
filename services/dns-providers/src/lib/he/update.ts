// POST /api/hurricane-electric/update-dns for one account: log in through its proxy, then domain by
// domain add the zone when missing (refused at the zone limit) and set the apex and www A records.
import type { DnsDomainResult } from '@dop/contracts/dns-providers';
import type { LogLevel } from '@dop/contracts/ops';
import type { EgressPolicy } from '@dop/service-kit';
import type { HeCredentials } from './account-store';
import { formTtl, HeClient, HeRefusal } from './client';
import { HeSession, HeTransportError, proxyAgent } from './session';

export interface HeProgress {
  line(domain: string | null, level: LogLevel, message: string): Promise<void>;
  result(domain: string, success: boolean, message: string): Promise<void>;
}

/** Where dns.he.net is (config) and the guard the account's proxy goes through. */
export interface HeSite {
  baseUrl: string;
  timeoutMs: number;
  egress: EgressPolicy;
}

export interface HeUpdateRequest {
  domains: string[];
  ipAddress: string;
  ttl: number;
}

const reason = (err: unknown) =>
  err instanceof HeRefusal || err instanceof HeTransportError ? err.message : `Unexpected error: ${(err as Error).message}`;

async function updateDomain(client: HeClient, account: HeCredentials, domain: string, req: HeUpdateRequest, ttl: number): Promise<string> {
  const zones = client.zones();
  let zoneId = zones.get(domain);
  let added = '';
  if (!zoneId) {
    if (zones.size >= account.domainsLimit) {
      throw new HeRefusal(`Domain limit reached: account ${account.name} has ${zones.size}/${account.domainsLimit} zones`);
    }
    zoneId = await client.addZone(domain);
    added = 'zone added; ';
  }
  const rows = await client.records(zoneId);
  for (const name of [domain, `www.${domain}`]) {
    // One A record per name: the first is kept (updated if needed), others would keep old IPs answering.
    const [existing, ...extra] = rows.filter((r) => r.name === name && r.type === 'A');
    if (!existing || existing.content !== req.ipAddress || existing.ttl !== ttl)
      await client.setA(zoneId, name, req.ipAddress, ttl, existing);
    for (const old of extra) await client.deleteRecord(zoneId, old);
  }
  return `${added}A records ${domain}, www.${domain} → ${req.ipAddress} (TTL ${ttl})`;
}

export async function runHeUpdate(
  account: HeCredentials,
  req: HeUpdateRequest,
  site: HeSite,
  progress: HeProgress,
): Promise<{ results: DnsDomainResult[]; domainsUsed: number | null }> {
  const agent = proxyAgent(account.proxy, site.egress);
  const client = new HeClient(new HeSession(site.baseUrl, site.timeoutMs, agent));
  const ttl = formTtl(req.ttl);
  const results: DnsDomainResult[] = [];
  const finish = async (domain: string, success: boolean, message: string) => {
    await progress.line(domain, success ? 'success' : 'error', `${success ? 'Success' : 'Failed'}: ${domain}: ${message}`);
    await progress.result(domain, success, message);
    results.push({ domain, success, message, timestamp: new Date().toISOString() });
  };
  const via = account.proxy ? ` via proxy ${account.proxy.server}` : '';
  await progress.line(null, 'info', `Hurricane Electric: logging in as ${account.email} (${account.name})${via}`);
  if (ttl !== req.ttl) await progress.line(null, 'info', `TTL ${req.ttl} is not offered by dns.he.net; using ${ttl}`);
  let domainsUsed: number | null = null;
  try {
    await client.login(account.email, account.password);
    await progress.line(null, 'info', `Logged in; ${client.zones().size} zone(s) on the account`);
    for (const domain of [...new Set(req.domains)]) {
      await progress.line(domain, 'info', `Processing ${domain}`);
      try {
        await finish(domain, true, await updateDomain(client, account, domain, req, ttl));
      } catch (err) {
        await finish(domain, false, reason(err));
      }
    }
    domainsUsed = (await client.reload()).size;
    await client.logout().catch(() => undefined);
  } catch (err) {
    // Login or the session failed: every domain not yet done fails with that reason.
    for (const domain of [...new Set(req.domains)].filter((d) => !results.some((r) => r.domain === d)))
      await finish(domain, false, reason(err));
  } finally {
    await agent?.close().catch(() => undefined);
  }
  return { results, domainsUsed };
}

/** Zones on the account right now (check-all-limits). */
export async function countZones(account: HeCredentials, site: HeSite): Promise<number> {
  const agent = proxyAgent(account.proxy, site.egress);
  try {
    const client = new HeClient(new HeSession(site.baseUrl, site.timeoutMs, agent));
    await client.login(account.email, account.password);
    const count = client.zones().size;
    await client.logout().catch(() => undefined);
    return count;
  } finally {
    await agent?.close().catch(() => undefined);
  }
}
