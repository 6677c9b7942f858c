// Operation logs and results travel as events (design.md §4): any service doing work publishes them,
// the operations service persists them. JetStream keeps them while operations is down.
import { z } from 'zod';
import { EventEnvelope } from '../common/events';
import { LogLevel, OperationType, ProviderStatus, ProviderStatuses } from './shared';

export const OPS_SUBJECTS = {
  logAppended: 'ops.log.appended',
  resultChanged: 'ops.result.changed',
} as const;

/** The stream holding every ops event; declared with ensureStream by publishers and the consumer alike. */
export const OPS_STREAM = { name: 'OPS', subjects: ['ops.>'] } as const;

/**
 * One log line. Its id is the eventId, its time occurredAt and its user actor.userId, so a
 * retried publish can never produce two lines.
 */
export const LogAppended = EventEnvelope.extend({
  message: z.string().min(1).max(10_000),
  level: LogLevel.default('info'),
  operationType: OperationType,
  /** The domain the line is about; null for lines about a whole job. */
  domain: z.string().max(253).nullable(),
  /** Groups the lines of one bulk job (purchase, SSH install, …). */
  jobId: z.string().max(128).optional(),
});
export type LogAppended = z.infer<typeof LogAppended>;

/**
 * A result row was created or changed. Rows are one per (operationType, domain): later events merge
 * into the same row, provider statuses given here overwrite (unless a newer event already set them),
 * the others stay. resultId names the run that produced it (a job id, say) and is kept for tracing.
 */
export const ResultChanged = EventEnvelope.extend({
  resultId: z.string().min(1).max(128).optional(),
  operationType: OperationType,
  domain: z.string().min(1).max(253),
  /** The user the result belongs to (For Me / For All); usually the actor. */
  userId: z.string().nullable(),
  teamTag: z.string().max(100).nullable().optional(),
  statuses: ProviderStatuses,
  /** DNS results (HE/PowerDNS) carry an overall outcome and message. */
  success: z.boolean().optional(),
  message: z.string().max(2000).optional(),
  /** A registrar's status when the registrar itself is the column (DNS results). */
  registrarStatus: ProviderStatus.optional(),
});
export type ResultChanged = z.infer<typeof ResultChanged>;
