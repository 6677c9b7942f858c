// The checks' decisions, without I/O (issue 29): name servers at the registrar (last sync) against
// the DNS host the panel believes in, A records at the host against the panel's, and the badges.
import type { CheckKind, CheckResult, CheckState, HealthBadge } from '@dop/contracts/inventory';
import type { Registrar } from '@dop/contracts/registrars';
import { BASIC_DNS_NAMESERVERS } from '../basic-dns';

export type Check = Omit<CheckResult, 'checkedAt'>;

const norm = (list: string[]) => [...new Set(list.map((n) => n.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean))].sort();
const sameSet = (a: string[], b: string[]) => norm(a).join() === norm(b).join();

export const check = (kind: CheckKind, state: CheckState, reason: string | null, expected: string[], actual: string[] | null): Check => ({
  kind,
  state,
  reason,
  expected,
  actual,
});

/** The parent domain of a registrar's basic-DNS hosts ('dnsowl.com'): zones there get per-zone names at some registrars (Gandi LiveDNS). */
const basicSuffixes = (registrar: Registrar) => new Set(BASIC_DNS_NAMESERVERS[registrar].map((n) => n.split('.').slice(-2).join('.')));

/** A PowerDNS or Hurricane Electric zone the panel last applied the A records at ('PowerDNS', 'Hurricane Electric'). */
export type ZoneNsHost = { kind: 'zone'; provider: string; zoneNs: string[] | null; reason?: string };

/** Registrar name servers vs Cloudflare's zone name servers (useCloudflare), a PowerDNS or HE zone's, or the registrar's own. */
export function nameserverCheck(
  registrarNs: string[] | null,
  host: { kind: 'cloudflare'; zoneNs: string[] | null; reason?: string } | ZoneNsHost | { kind: 'registrar'; registrar: Registrar },
): Check {
  const expected = host.kind === 'registrar' ? BASIC_DNS_NAMESERVERS[host.registrar] : (host.zoneNs ?? []);
  if (registrarNs === null) return check('nameservers', 'unknown', 'not synced from a registrar yet', expected, null);
  if (registrarNs.length === 0) return check('nameservers', 'missing', 'the registrar lists no name servers', expected, []);
  if (host.kind !== 'registrar') {
    const who = host.kind === 'cloudflare' ? 'Cloudflare' : host.provider;
    if (host.zoneNs === null) return check('nameservers', 'unknown', host.reason ?? `${who} could not be read`, [], norm(registrarNs));
    if (host.zoneNs.length === 0) return check('nameservers', 'unknown', `the ${who} zone does not exist`, [], norm(registrarNs));
    return sameSet(registrarNs, host.zoneNs)
      ? check('nameservers', 'ok', null, norm(host.zoneNs), norm(registrarNs))
      : check('nameservers', 'drift', `the registrar's name servers are not the ${who} zone's`, norm(host.zoneNs), norm(registrarNs));
  }
  const suffixes = basicSuffixes(host.registrar);
  const own = norm(registrarNs).every((n) => suffixes.has(n.split('.').slice(-2).join('.')));
  return own
    ? check('nameservers', 'ok', null, norm(expected), norm(registrarNs))
    : check(
        'nameservers',
        'drift',
        `the name servers are not ${host.registrar}'s own, where the panel keeps the records`,
        norm(expected),
        norm(registrarNs),
      );
}

const recordKey = (r: { name: string; content: string }) => `${r.name === '' ? '@' : r.name.toLowerCase()} ${r.content}`;

/** A records at the DNS host (null: not readable, with `reason`) vs the A records the panel stores. */
export function recordCheck(
  panel: Array<{ name: string; content: string }>,
  host: Array<{ name: string; content: string }> | null,
  reason?: string,
): Check {
  const expected = [...new Set(panel.map(recordKey))].sort();
  if (host === null) return check('records', 'unknown', reason ?? 'the DNS host could not be read', expected, null);
  const actual = [...new Set(host.map(recordKey))].sort();
  if (expected.length === 0) return check('records', 'unknown', 'the panel stores no A records for this domain', expected, actual);
  return expected.join() === actual.join()
    ? check('records', 'ok', null, expected, actual)
    : check('records', 'drift', 'the A records at the DNS host differ from the panel', expected, actual);
}

/** Whether the zone exists where the panel keeps the records (null: could not tell, with `reason`). */
export function zoneCheck(where: string, exists: boolean | null, reason?: string): Check {
  if (exists === null) return check('zone', 'unknown', reason ?? `${where} could not be read`, [where], null);
  return exists ? check('zone', 'ok', null, [where], [where]) : check('zone', 'missing', reason ?? `no zone at ${where}`, [where], []);
}

const DAY = 24 * 3600_000;

/** Badges of a domain from its registrar values and checks. */
export function badges(
  inv: { expiresAt: Date | string | null; autoRenew: boolean | null } | null | undefined,
  checks: Check[],
  expiringDays: number,
  now = Date.now(),
): HealthBadge[] {
  const out: HealthBadge[] = [];
  const expires = inv?.expiresAt ? new Date(inv.expiresAt).getTime() : null;
  if (expires !== null && expires <= now) out.push('expired');
  else if (expires !== null && expires - now < expiringDays * DAY) out.push('expiring');
  if (inv?.autoRenew === false) out.push('auto-renew-off');
  const state = (k: CheckKind) => checks.find((c) => c.kind === k)?.state;
  if (state('nameservers') === 'drift') out.push('ns-drift');
  if (state('records') === 'drift') out.push('record-drift');
  if (state('zone') === 'missing') out.push('zone-missing');
  return out;
}
