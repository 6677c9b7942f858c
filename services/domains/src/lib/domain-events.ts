// The domain events the domains service stages in its writes (contracts' DOMAIN_EVENTS): built from
// the document as it was and the change, so subscribers get old and new values.
import type { EventARecord } from '@dop/contracts/domain-events';
import { stageEvent, type PendingEvent } from '@dop/service-kit';
import type { Domain, DomainDoc } from '../models/domain';

export interface EventActor {
  userId: string | null;
  userName?: string;
}

type Created = Pick<Domain, 'name' | 'registrar' | 'accountId' | 'useCloudflare' | 'teamTag'> & { _id: { toString(): string } };

export function domainCreated(doc: Created, actor: EventActor): PendingEvent {
  return stageEvent('domains.domain.created', {
    domainId: doc._id.toString(),
    name: doc.name,
    registrar: (doc.registrar ?? null) as never,
    accountId: doc.accountId ?? null,
    useCloudflare: doc.useCloudflare,
    teamTag: doc.teamTag ?? null,
    actor,
  });
}

/** Fields a subscriber may follow; lastResultAt and the records have events or no meaning of their own. */
const FOLLOWED = ['name', 'registrar', 'accountId', 'useCloudflare', 'cloudflareIp', 'cloudflareEmail', 'teamTag'] as const;

/** The update event for `set` over `before`, or null when no followed field changes. */
export function domainUpdated(before: DomainDoc, set: Partial<Domain>, actor: EventActor): PendingEvent | null {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  for (const field of FOLLOWED) {
    if (!(field in set)) continue;
    const next = set[field] ?? null;
    const prev = before[field] ?? null;
    if (next !== prev) changes[field] = { old: prev, new: next };
  }
  if (Object.keys(changes).length === 0) return null;
  return stageEvent('domains.domain.updated', { domainId: String(before._id), name: before.name, changes, actor });
}

export function domainDeleted(before: DomainDoc, actor: EventActor): PendingEvent {
  return stageEvent('domains.domain.deleted', { domainId: String(before._id), name: before.name, actor });
}

const asEventRecords = (records: Array<{ name: string; content: string; ttl?: number }>): EventARecord[] =>
  records.map((r) => ({ name: r.name, content: r.content, ...(r.ttl === undefined ? {} : { ttl: r.ttl }) }));

export function recordsChanged(
  before: Pick<DomainDoc, '_id' | 'name'>,
  host: 'registrar' | 'cloudflare',
  old: Array<{ name: string; content: string; ttl?: number }> | null,
  records: Array<{ name: string; content: string; ttl?: number }>,
  actor: EventActor,
): PendingEvent {
  return stageEvent('domains.records.changed', {
    domainId: String(before._id),
    name: before.name,
    host,
    // What the host held just before (read by the change set's step), else what the panel had applied.
    old: old ? asEventRecords(old) : null,
    new: asEventRecords(records),
    actor,
  });
}

export function nameserversChanged(before: Pick<DomainDoc, '_id' | 'name'>, nameservers: string[], actor: EventActor): PendingEvent {
  return stageEvent('domains.nameservers.changed', { domainId: String(before._id), name: before.name, old: null, new: nameservers, actor });
}
