// Events of change sets (issue 30) for subscribers: a plan (dry run) is ready, a held change set was
// approved, a change set finished applying (with its counts), and a change set was reverted by a later one.
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

export const ChangeSetPlanned = domainEvent(1, {
  changeId: z.string(),
  /** What made it: bulk-records, bind-import, csv-import, … (ChangeSource). */
  source: z.string(),
  domains: z.array(z.string()),
  /** Domains whose current records could not be read (the plan shows why). */
  unread: z.number().int().min(0),
});
export type ChangeSetPlanned = z.infer<typeof ChangeSetPlanned>;

export const ChangeSetApproved = domainEvent(1, {
  changeId: z.string(),
  /** Why it waited: the team threshold it was over. */
  reason: z.string(),
  /** The admin or owner who approved it (the event's actor), never its author. */
  authorId: z.string().nullable(),
});
export type ChangeSetApproved = z.infer<typeof ChangeSetApproved>;
