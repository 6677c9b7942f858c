// Every event published on the EVENTS stream: subject → schema, one line for subscribers and an
// example. The stream's subjects, the generated catalog (docs/events) and the compatibility test all
// read this table, so an event is published only once it is listed here.
import type { z } from 'zod';
import { DomainCreated, DomainDeleted, DomainUpdated, NameserversChanged, RecordsChanged } from './domains';
import { ChangeSetApplied, ChangeSetApproved, ChangeSetPlanned, ChangeSetReverted } from './changes';
import { MemberChanged, MemberRemoved } from './identity';
import { InventoryDomainDrifted, InventoryDomainExpiring, InventoryDomainRecovered } from './inventory';
import {
  CachePurged,
  CloudflareRecordsChanged,
  DnsZoneUpdated,
  DomainPurchased,
  HostingAccountSynced,
  HostingServerExpiring,
  PurchaseFailed,
  SshInstallCompleted,
  SshInstallFailed,
  SslChanged,
  ZoneCreated,
  ZoneDeleted,
} from './providers';

export interface CatalogEntry {
  schema: z.ZodObject;
  summary: string;
  /** The fields beside the envelope. */
  example: Record<string, unknown>;
}

const A = [{ name: '@', content: '203.0.113.10', ttl: 3600 }];

export const DOMAIN_EVENTS = {
  'domains.domain.created': {
    schema: DomainCreated,
    summary: 'A domain was added to the panel (form, bulk add or import).',
    example: { domainId: '665f…', name: 'example.com', registrar: 'namesilo', accountId: 2, useCloudflare: false, teamTag: '2333' },
  },
  'domains.domain.updated': {
    schema: DomainUpdated,
    summary: "A domain's stored fields changed; old and new value per field.",
    example: { domainId: '665f…', name: 'example.com', changes: { teamTag: { old: '2333', new: '2444' } } },
  },
  'domains.domain.deleted': {
    schema: DomainDeleted,
    summary: 'A domain was removed from the panel (nothing changes at the registrar).',
    example: { domainId: '665f…', name: 'example.com' },
  },
  'domains.records.changed': {
    schema: RecordsChanged,
    summary: "A records applied at the domain's DNS host, with what the host had before.",
    example: { domainId: '665f…', name: 'example.com', host: 'registrar', old: [{ name: '@', content: '198.51.100.7' }], new: A },
  },
  'domains.nameservers.changed': {
    schema: NameserversChanged,
    summary: 'Name servers set at the registrar.',
    example: { domainId: '665f…', name: 'example.com', old: ['dns1.registrar-servers.com'], new: ['ada.ns.cloudflare.com'] },
  },
  'inventory.domain.expiring': {
    schema: InventoryDomainExpiring,
    summary: "A domain crossed one of the team's expiry alert thresholds (days before expiry), or expired.",
    example: {
      domainId: '665f…',
      name: 'example.com',
      registrar: 'porkbun',
      accountId: 1,
      expiresAt: '2026-12-01T00:00:00.000Z',
      daysLeft: 13,
      threshold: 14,
      autoRenew: false,
    },
  },
  'inventory.domain.drifted': {
    schema: InventoryDomainDrifted,
    summary: 'A check of a domain found drift: registrar name servers, A records at the DNS host, or the zone.',
    example: {
      domainId: '665f…',
      name: 'example.com',
      check: 'nameservers',
      state: 'drift',
      reason: "the registrar's name servers are not the Cloudflare zone's",
      expected: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
      actual: ['ns1.dnsowl.com', 'ns2.dnsowl.com'],
    },
  },
  'inventory.domain.recovered': {
    schema: InventoryDomainRecovered,
    summary: 'A check that had found drift is ok again.',
    example: {
      domainId: '665f…',
      name: 'example.com',
      check: 'records',
      was: 'drift',
      expected: ['@ 203.0.113.10'],
      actual: ['@ 203.0.113.10'],
    },
  },
  'cloudflare.zone.created': {
    schema: ZoneCreated,
    summary: 'A zone was created at Cloudflare.',
    example: { domain: 'example.com', zoneId: '023e105f4ecef8ad9ca31a8372d0c353', nameServers: ['ada.ns.cloudflare.com'] },
  },
  'cloudflare.zone.deleted': {
    schema: ZoneDeleted,
    summary: 'A zone was deleted at Cloudflare (a move removes it from the old account).',
    example: { domain: 'example.com', zoneId: '023e105f4ecef8ad9ca31a8372d0c353' },
  },
  'cloudflare.records.changed': {
    schema: CloudflareRecordsChanged,
    summary: 'A records of a Cloudflare zone set from the CloudFlare tab, with what the zone had before.',
    example: {
      domain: 'example.com',
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      old: [{ name: '@', content: '198.51.100.7' }],
      new: [
        { name: '@', content: '203.0.113.10' },
        { name: 'www', content: '203.0.113.10' },
      ],
    },
  },
  'cloudflare.ssl.changed': {
    schema: SslChanged,
    summary: "A zone's SSL mode changed.",
    example: { domain: 'example.com', zoneId: '023e105f4ecef8ad9ca31a8372d0c353', old: 'flexible', new: 'full' },
  },
  'cloudflare.cache.purged': {
    schema: CachePurged,
    summary: "A zone's whole cache was purged.",
    example: { domain: 'example.com', zoneId: '023e105f4ecef8ad9ca31a8372d0c353' },
  },
  'billing.domain.purchased': {
    schema: DomainPurchased,
    summary: 'A domain was bought at a registrar.',
    example: { domain: 'example.com', registrar: 'namecheap', accountId: 1, price: 9.58 },
  },
  'billing.purchase.failed': {
    schema: PurchaseFailed,
    summary: 'A purchase ended without the domain.',
    example: { domain: 'example.com', registrar: 'namecheap', accountId: 1, reason: 'Domain is not available' },
  },
  'dns.zone.updated': {
    schema: DnsZoneUpdated,
    summary: 'A zone at Hurricane Electric or PowerDNS got new A records.',
    example: { domain: 'example.com', provider: 'powerdns', accountId: '665f…', records: A },
  },
  'hosting.account.synced': {
    schema: HostingAccountSynced,
    summary: "A hosting account's servers were read from the provider.",
    example: { accountId: '665f…', servers: 12, expiring: 1 },
  },
  'hosting.server.expiring': {
    schema: HostingServerExpiring,
    summary: 'A hosting server expires within the warning window.',
    example: { accountId: '665f…', serverId: '4711', name: 'vps-12', expiresAt: '2026-12-01T00:00:00.000Z', daysLeft: 4 },
  },
  'ssh.install.completed': {
    schema: SshInstallCompleted,
    summary: 'An SSH install finished on a server (exit code 0).',
    example: { jobId: '665f…', host: '198.51.100.20', port: 22, exitCode: 0 },
  },
  'ssh.install.failed': {
    schema: SshInstallFailed,
    summary: 'An SSH install failed, timed out or was cancelled (never carries the password).',
    example: { jobId: '665f…', host: '198.51.100.20', port: 22, exitCode: 1, reason: 'Script exited with code 1' },
  },
  'identity.member.changed': {
    schema: MemberChanged,
    summary: "A team member's role or status changed (approved, promoted, disabled, enabled).",
    example: {
      userId: '665f…',
      username: 'alice',
      old: { role: 'viewer', status: 'pending' },
      new: { role: 'operator', status: 'active' },
    },
  },
  'identity.member.removed': {
    schema: MemberRemoved,
    summary: 'A pending account was removed from the team (members are disabled instead, so attribution stays).',
    example: { userId: '665f…', username: 'bob' },
  },
  'changes.set.planned': {
    schema: ChangeSetPlanned,
    summary: 'A dry-run plan is ready: each domain read at its DNS host, nothing applied yet.',
    example: { changeId: '6650…', source: 'bulk-records', domains: ['example.com', 'example.net'], unread: 0 },
  },
  'changes.set.approved': {
    schema: ChangeSetApproved,
    summary: 'A change held over the team threshold was approved by a second admin; it applies now.',
    example: { changeId: '6650…', reason: 'It changes 30 domains, more than 25', authorId: '665f…' },
  },
  'changes.set.applied': {
    schema: ChangeSetApplied,
    summary: 'A change set finished applying at the providers: how many domains applied, failed or were left as conflicts.',
    example: {
      changeId: '6650…',
      source: 'dns-dialog',
      status: 'applied',
      revertOf: null,
      domains: ['example.com'],
      applied: 1,
      failed: 0,
      conflicts: 0,
    },
  },
  'changes.set.reverted': {
    schema: ChangeSetReverted,
    summary: 'A change set (or some of its domains) was reverted by a later change set.',
    example: { changeId: '6650…', revertChangeId: '6651…', domains: ['example.com'] },
  },
} as const satisfies Record<string, CatalogEntry>;

export type DomainEventSubject = keyof typeof DOMAIN_EVENTS;
export type DomainEventOf<S extends DomainEventSubject> = z.infer<(typeof DOMAIN_EVENTS)[S]['schema']>;
export const DOMAIN_EVENT_SUBJECTS = Object.keys(DOMAIN_EVENTS) as DomainEventSubject[];
