// Envelope fields every NATS event payload carries (design.md §4).
import { z } from 'zod';

export const Actor = z.object({ userId: z.string().nullable(), userName: z.string().optional() });
export type Actor = z.infer<typeof Actor>;

export const EventEnvelope = z.object({
  /** Also the JetStream msgID, so a retried publish is stored once. */
  eventId: z.string().min(1).max(128),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  /** Who caused it; userId null for system work (schedulers, consumers). */
  actor: Actor,
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;
