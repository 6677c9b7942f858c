// Producers fill the envelope here so every event carries eventId, version, occurredAt and actor
// (design.md §4); msgID = eventId lets JetStream drop a retried publish within its duplicate window.
import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@dop/contracts/common';
import type { JetStreamClient } from 'nats';
import type { z } from 'zod';

type EnvelopeKey = keyof EventEnvelope;

/** The event's own fields; envelope fields are optional and default (actor: system). */
export type EventInput<S extends z.ZodType> = Omit<z.input<S>, EnvelopeKey> & Partial<EventEnvelope>;

export interface Published<S extends z.ZodType> {
  event: z.output<S>;
  /** True when JetStream already had this eventId (a retried publish). */
  duplicate: boolean;
  seq: number;
}

const encoder = new TextEncoder();

export const SYSTEM_ACTOR: EventEnvelope['actor'] = { userId: null };

export async function publishEvent<S extends z.ZodType>(
  js: JetStreamClient,
  subject: string,
  schema: S,
  payload: EventInput<S>,
): Promise<Published<S>> {
  const candidate = {
    ...payload,
    eventId: payload.eventId ?? randomUUID(),
    version: payload.version ?? 1,
    occurredAt: payload.occurredAt ?? new Date().toISOString(),
    actor: payload.actor ?? SYSTEM_ACTOR,
  };
  // A producer bug must fail at the producer, not poison every consumer.
  const event = schema.parse(candidate) as z.output<S>;
  const ack = await js.publish(subject, encoder.encode(JSON.stringify(event)), {
    msgID: candidate.eventId,
  });
  return { event, duplicate: ack.duplicate, seq: ack.seq };
}
