// Events of the provider services: Cloudflare zones, registrar purchases, HE and PowerDNS zones,
// hosting accounts and SSH installs. None carries a secret (keys, passwords, tokens).
import { z } from 'zod';
import { SslMode } from '../cloudflare/http';
import { Registrar } from '../registrars/fields';
import { domainEvent, EventARecord } from './envelope';

const Zone = { domain: z.string(), zoneId: z.string() };

export const ZoneCreated = domainEvent(1, { ...Zone, nameServers: z.array(z.string()) });
export const ZoneDeleted = domainEvent(1, Zone);
export const SslChanged = domainEvent(1, { ...Zone, old: SslMode.nullable(), new: SslMode });
export const CachePurged = domainEvent(1, Zone);
export const CloudflareRecordsChanged = domainEvent(1, {
  ...Zone,
  /** The zone's A records of those names just before the change (`@`, `www`). */
  old: z.array(EventARecord),
  new: z.array(EventARecord),
});

const Purchase = { domain: z.string(), registrar: Registrar, accountId: z.number().int().nullable() };

export const DomainPurchased = domainEvent(1, { ...Purchase, price: z.number().nullable() });
export const PurchaseFailed = domainEvent(1, { ...Purchase, reason: z.string() });

export const DnsZoneUpdated = domainEvent(1, {
  domain: z.string(),
  provider: z.enum(['hurricane-electric', 'powerdns']),
  accountId: z.string(),
  records: z.array(EventARecord),
});

export const HostingAccountSynced = domainEvent(1, {
  accountId: z.string(),
  servers: z.number().int().min(0),
  expiring: z.number().int().min(0),
});
export const HostingServerExpiring = domainEvent(1, {
  accountId: z.string(),
  serverId: z.string(),
  name: z.string(),
  expiresAt: z.string().datetime(),
  daysLeft: z.number().int(),
});

const Install = { jobId: z.string(), host: z.string(), port: z.number().int() };

export const SshInstallCompleted = domainEvent(1, { ...Install, exitCode: z.number().int() });
export const SshInstallFailed = domainEvent(1, { ...Install, exitCode: z.number().int().nullable(), reason: z.string() });
