// Events of change sets (issue 30) for subscribers: a change set finished applying (with its counts),
// and a change set was reverted by a later one. Planned and approved follow with dry runs and approvals.
import { z } from 'zod';
import { domainEvent } from './envelope';

// source and status are open strings, not enums: new sources (Cloudflare, imports, inventory fixes) and
// statuses come with later work, and a subscriber must not reject an event for a value it has not seen.
export const ChangeSetApplied = domainEvent(1, {
  changeId: z.string(),
  /** What made it: one of ChangeSource (dns-dialog, bulk-records, revert, …). */
  source: z.string(),
  /** How it ended: applied, partially_applied or failed (ChangeStatus). */
  status: z.string(),
  /** Set on a revert: the change set it undid. */
  revertOf: z.string().nullable(),
  domains: z.array(z.string()),
  applied: z.number().int().min(0),
  failed: z.number().int().min(0),
  conflicts: z.number().int().min(0),
});
export type ChangeSetApplied = z.infer<typeof ChangeSetApplied>;

export const ChangeSetReverted = domainEvent(1, {
  /** The change set that was undone. */
  changeId: z.string(),
  /** The change set that undid it. */
  revertChangeId: z.string(),
  domains: z.array(z.string()),
});
export type ChangeSetReverted = z.infer<typeof ChangeSetReverted>;
