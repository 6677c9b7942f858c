// The audit log (identity owns it): who did what, when, from where. Identity writes its own entries;
// other services publish `audit.entry.recorded` on the AUDIT stream and identity stores them.
import { z } from 'zod';
import { EventEnvelope } from '../common/events';

export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out',
  'auth.step-up',
  'auth.step-up-failed',
  'token.created',
  'token.revoked',
  'member.approved',
  'member.updated',
  'member.removed',
  'invitation.created',
  'invitation.revoked',
  'invitation.used',
  'team-settings.updated',
  'secret.revealed',
  'provider-account.created',
  'provider-account.updated',
  'provider-account.deleted',
  // Change sets (issue 30): applied at the providers, and a held one approved or rejected.
  'change.applied',
  'change.approved',
  'change.rejected',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

export const AUDIT_SUBJECTS = { recorded: 'audit.entry.recorded' } as const;
/** Kept until identity has stored every entry (it acks each after the write). */
export const AUDIT_STREAM = { name: 'AUDIT', subjects: [AUDIT_SUBJECTS.recorded] } as const;

/** What an entry says beyond who and when: the object acted on and a few plain details (never a secret). */
export const AuditFields = z.object({
  action: AuditAction,
  /** e.g. `registrar:porkbun:<id>`, `member:<id>`, `token:<id>`. */
  target: z.string().max(300).nullable(),
  sourceIp: z.string().max(100).nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});

export const AuditRecorded = EventEnvelope.extend({ ...AuditFields.shape, service: z.string().min(1).max(40) });
export type AuditRecorded = z.infer<typeof AuditRecorded>;

export const AuditEntry = AuditFields.extend({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The service that recorded it. */
  service: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  actor: z.string().max(100).optional(),
  action: AuditAction.optional(),
  from: z.string().datetime({ message: 'must be an ISO date-time' }).optional(),
  to: z.string().datetime({ message: 'must be an ISO date-time' }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = z.object({ entries: z.array(AuditEntry), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AuditPage = z.infer<typeof AuditPage>;
