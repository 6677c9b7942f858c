// NATS request/reply of the identity service about the team (issue 30): the domains service asks, when a
// change set is applied, whether it needs a second admin's approval and how many could give it, and has
// the approvers told on Telegram when one waits.
import { z } from 'zod';

export const TEAM_RPC = {
  changePolicy: 'identity.rpc.change-policy',
  /** A change set waits for approval: identity tells the other active admins and owners on Telegram. */
  notifyApprovers: 'identity.rpc.notify-approvers',
} as const;

export const ChangePolicyRequest = z.object({});

export const ChangePolicyReply = z.object({
  ok: z.literal(true),
  changeApprovalDomains: z.number().int().min(0),
  changeApprovalRatio: z.number().min(0).max(1),
  /** Active admins and owners: with a single one, the author confirms by typing the domain count. */
  approvers: z.number().int().min(0),
});
export type ChangePolicyReply = z.infer<typeof ChangePolicyReply>;

export const NotifyApproversRequest = z.object({
  changeId: z.string().min(1).max(64),
  reason: z.string().min(1).max(500),
  /** The change's author: never asked to approve their own change. */
  authorId: z.string().max(64).nullable(),
  authorName: z.string().max(200).nullable(),
});
export type NotifyApproversRequest = z.infer<typeof NotifyApproversRequest>;

export const NotifyApproversReply = z.object({ ok: z.literal(true), notified: z.number().int().min(0) });
