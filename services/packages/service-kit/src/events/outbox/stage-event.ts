// An event is written inside the very document write that makes the change (the embedded MongoDB has
// no multi-document transactions): the service stages it here, stores it in the document's
// `_events` array in the same insert or update, and the relay publishes it later (event-relay.ts).
import { randomUUID } from 'node:crypto';
import { DOMAIN_EVENTS, type DomainEventOf, type DomainEventSubject } from '@dop/contracts/domain-events';
import type { EventEnvelope } from '@dop/contracts/common';
import type { Schema } from 'mongoose';
import { SYSTEM_ACTOR } from '../publish';

/** The field of a changed document (or tombstone) that holds its events until they are published. */
export const PENDING_EVENTS = '_events';

/** As stored: the exact JSON the relay publishes, so a retried publish sends the same bytes. */
export interface PendingEvent {
  eventId: string;
  subject: DomainEventSubject;
  json: string;
}

/** A mongoose path definition for `_events` (absent until a write stages an event). */
export const pendingEventsPath = {
  type: [{ _id: false, eventId: String, subject: String, json: String }],
  default: undefined,
} as const;

/**
 * How the relay finds documents holding events: every event id is a non-empty string, and a range on
 * them (rather than $exists) is answered from the sparse index below. Without it the relay's pass, once
 * a second, scanned the whole collection: ~180 ms of the embedded Mongo at 100,000 domains.
 */
export const PENDING_EVENTS_FILTER = { [`${PENDING_EVENTS}.eventId`]: { $gt: '' } };

/** Declares the index the relay's look-up needs, on a schema with `_events: pendingEventsPath`. */
export function indexPendingEvents(schema: Schema): void {
  schema.index({ [`${PENDING_EVENTS}.eventId`]: 1 }, { sparse: true, name: 'pending_events' });
}

type Envelope = keyof EventEnvelope;
export type StagedInput<S extends DomainEventSubject> = Omit<DomainEventOf<S>, Envelope> & { actor?: EventEnvelope['actor'] };

/** Validates the event now (a producer bug fails the write, not the subscribers) and fills the envelope. */
export function stageEvent<S extends DomainEventSubject>(subject: S, input: StagedInput<S>): PendingEvent {
  const schema = DOMAIN_EVENTS[subject].schema;
  const version = (schema.shape.version as unknown as { value: number }).value;
  const event = schema.parse({
    ...input,
    eventId: randomUUID(),
    version,
    occurredAt: new Date().toISOString(),
    actor: input.actor ?? SYSTEM_ACTOR,
  }) as EventEnvelope;
  return { eventId: event.eventId, subject, json: JSON.stringify(event) };
}

/** The update fragment that appends events to a document's pending list. */
export function pushEvents(...events: PendingEvent[]): { $push: { [PENDING_EVENTS]: { $each: PendingEvent[] } } } {
  return { $push: { [PENDING_EVENTS]: { $each: events } } };
}
