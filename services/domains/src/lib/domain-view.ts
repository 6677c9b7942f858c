// Stored domain → the DTO the API answers with (spec 1 §3).
import type { DnsARecord, DomainDto, DomainHealthDto } from '@dop/contracts/domains';
import type { Registrar } from '@dop/contracts/registrars';
import type { DomainDoc } from '../models/domain';

export function domainView(d: DomainDoc): DomainDto {
  return {
    id: String(d._id),
    name: d.name,
    registrar: (d.registrar ?? null) as Registrar | null,
    accountId: d.accountId ?? null,
    useCloudflare: Boolean(d.useCloudflare),
    cloudflareIp: d.cloudflareIp ?? null,
    cloudflareEmail: d.cloudflareEmail ?? null,
    lastUsedIp: d.lastUsedIp ?? null,
    lastResultAt: d.lastResultAt ? new Date(d.lastResultAt).toISOString() : null,
    createdBy: d.createdBy ?? null,
    createdById: d.createdById ?? null,
    teamTag: d.teamTag ?? null,
    createdAt: new Date(d.createdAt ?? Date.now()).toISOString(),
    health: healthView(d),
  };
}

const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);

/** Issue 29: the Health column's badges (and the checks, where read), stored on the domain by the check job. */
function healthView(d: DomainDoc): DomainHealthDto | null {
  if (!d.health && !d.inventory) return null;
  return {
    badges: (d.health?.badges ?? []) as DomainHealthDto['badges'],
    // Left out of list rows (domain-list.ts reads the domains without them).
    ...(d.health?.checks
      ? { checks: d.health.checks.map((c) => ({ ...c, checkedAt: iso(c.checkedAt) ?? '' })) as DomainHealthDto['checks'] }
      : {}),
    checkedAt: iso(d.health?.checkedAt),
    expiresAt: iso(d.inventory?.expiresAt),
    autoRenew: d.inventory?.autoRenew ?? null,
  };
}

export function recordsView(d: Pick<DomainDoc, 'aRecords'>): DnsARecord[] {
  return (d.aRecords ?? []).map((r) => ({ id: r.recordId, type: 'A', name: r.name, content: r.content, ttl: r.ttl }));
}
