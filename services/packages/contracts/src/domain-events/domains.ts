// Events of the domains service: the panel's domain list and what it applied at the DNS host.
import { z } from 'zod';
import { Registrar } from '../registrars/fields';
import { DnsHost, domainEvent, EventARecord } from './envelope';

const DomainRef = { domainId: z.string(), name: z.string() };

export const DomainCreated = domainEvent(1, {
  ...DomainRef,
  registrar: Registrar.nullable(),
  accountId: z.number().int().nullable(),
  useCloudflare: z.boolean(),
  teamTag: z.string().nullable(),
});
export type DomainCreated = z.infer<typeof DomainCreated>;

const Change = z.object({ old: z.unknown(), new: z.unknown() });

export const DomainUpdated = domainEvent(1, {
  ...DomainRef,
  /** Per changed field of the domain (registrar, accountId, useCloudflare, cloudflareIp, teamTag…). */
  changes: z.record(z.string(), Change),
});
export type DomainUpdated = z.infer<typeof DomainUpdated>;

export const DomainDeleted = domainEvent(1, DomainRef);
export type DomainDeleted = z.infer<typeof DomainDeleted>;

export const RecordsChanged = domainEvent(1, {
  ...DomainRef,
  host: DnsHost,
  /** What the host had just before the change; null when it could not be read. */
  old: z.array(EventARecord).nullable(),
  new: z.array(EventARecord),
});
export type RecordsChanged = z.infer<typeof RecordsChanged>;

export const NameserversChanged = domainEvent(1, {
  ...DomainRef,
  old: z.array(z.string()).nullable(),
  new: z.array(z.string()),
});
export type NameserversChanged = z.infer<typeof NameserversChanged>;
