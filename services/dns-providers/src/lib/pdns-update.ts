// POST /api/powerdns/update, domain by domain: the zone is created when missing (NS at ns1/ns2 inside
// the zone, with glue A records at glueIp), then the apex and www A records point at the proxy IPs.
// Outside Nova Deploy mode backend.<zone> points at the backend server; in Nova mode it is removed.
import type { DnsDomainResult, PdnsUpdateBody, PdnsUpdateResponse } from '@dop/contracts/dns-providers';
import type { LogLevel } from '@dop/contracts/ops';
import type { Dispatcher } from 'undici';
import { canonical, PdnsClient, PdnsError, type RRset } from './pdns-client';

export interface PdnsUpdateSettings {
  nsLabels: string[];
  ttl: number;
  timeoutMs: number;
  /** The egress guard's dispatcher: the account's API URL is a user's input. */
  dispatcher: Dispatcher;
}

export interface PdnsProgress {
  line(domain: string | null, level: LogLevel, message: string): Promise<void>;
  result(domain: string, success: boolean, message: string): Promise<void>;
}

const a = (name: string, ttl: number, ips: string[]): RRset => ({
  name: canonical(name),
  type: 'A',
  ttl,
  changetype: 'REPLACE',
  records: ips.map((content) => ({ content, disabled: false })),
});

/** Every rrset the zone should hold after the update (NS handled by the caller on create). */
export function desiredRrsets(domain: string, body: PdnsUpdateBody, s: PdnsUpdateSettings): { ns: string[]; rrsets: RRset[] } {
  const ns = s.nsLabels.map((l) => `${l}.${domain}`);
  const rrsets = [a(domain, s.ttl, body.proxyIps), a(`www.${domain}`, s.ttl, body.proxyIps), ...ns.map((n) => a(n, s.ttl, [body.glueIp]))];
  const backend = body.isNovaDeploy ? null : (body.backendServerIp ?? null);
  rrsets.push(
    backend ? a(`backend.${domain}`, s.ttl, [backend]) : { name: canonical(`backend.${domain}`), type: 'A', changetype: 'DELETE' },
  );
  return { ns, rrsets };
}

async function updateOne(client: PdnsClient, domain: string, body: PdnsUpdateBody, s: PdnsUpdateSettings): Promise<string> {
  const { ns, rrsets } = desiredRrsets(domain, body, s);
  const target = body.isNovaDeploy ? `Nova IP ${body.proxyIps.join(', ')}` : `proxy ${body.proxyIps.join(', ')}`;
  const nsRrset: RRset = {
    name: canonical(domain),
    type: 'NS',
    ttl: s.ttl,
    changetype: 'REPLACE',
    records: ns.map((n) => ({ content: canonical(n), disabled: false })),
  };
  if (!(await client.zoneExists(domain))) {
    // A new zone cannot take DELETE changes; its records are given whole.
    const initial = rrsets.filter((r) => r.changetype === 'REPLACE').map(({ changetype: _c, ...r }) => r);
    await client.createZone(domain, ns, initial);
    return `Zone created: A ${domain}, www.${domain} → ${target}; NS ${ns.join(', ')} (glue ${body.glueIp})`;
  }
  await client.patchZone(domain, [nsRrset, ...rrsets]);
  return `Zone updated: A ${domain}, www.${domain} → ${target}; NS ${ns.join(', ')} (glue ${body.glueIp})`;
}

export async function runPdnsUpdate(
  account: { apiUrl: string; apiKey: string; name: string },
  body: PdnsUpdateBody,
  s: PdnsUpdateSettings,
  progress: PdnsProgress,
): Promise<PdnsUpdateResponse> {
  const client = new PdnsClient(account.apiUrl, account.apiKey, s.timeoutMs, s.dispatcher);
  const mode = body.isNovaDeploy ? 'Nova Deploy' : `backend ${body.backendServerIp ?? 'none'}`;
  await progress.line(null, 'info', `PowerDNS update of ${body.domains.length} domain(s) on account ${account.name} (${mode})`);
  const results: DnsDomainResult[] = [];
  for (const domain of [...new Set(body.domains)]) {
    await progress.line(domain, 'info', `Processing ${domain}`);
    let success = true;
    let message: string;
    try {
      message = await updateOne(client, domain, body, s);
    } catch (err) {
      success = false;
      message = err instanceof PdnsError ? err.message : `Unexpected error: ${(err as Error).message}`;
    }
    await progress.line(domain, success ? 'success' : 'error', success ? `Success: ${message}` : `Failed: ${message}`);
    await progress.result(domain, success, message);
    results.push({ domain, success, message, timestamp: new Date().toISOString() });
  }
  const successCount = results.filter((r) => r.success).length;
  await progress.line(
    null,
    successCount === results.length ? 'success' : 'warning',
    `PowerDNS update finished: ${successCount}/${results.length} succeeded`,
  );
  return { results, successCount, totalProcessed: results.length };
}
