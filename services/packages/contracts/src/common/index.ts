// Shapes shared by every HTTP API and event.
import { z } from 'zod';

/** The one error body every service and the gateway answer with. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Envelope fields every NATS event payload carries (design.md §4). */
export const EventEnvelope = z.object({
  eventId: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  actor: z.object({ userId: z.string().nullable(), userName: z.string().optional() }),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;
