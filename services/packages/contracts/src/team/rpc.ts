// NATS request/reply of the identity service about the team (issue 30): the domains service asks, when a
// change set is applied, whether it needs a second admin's approval and how many could give it, and has
// the approvers told on Telegram when one waits.
import { z } from 'zod';

export const TEAM_RPC = {
  changePolicy: 'identity.rpc.change-policy',
  /** A change set waits for approval: identity tells the other active admins and owners on Telegram. */
  notifyApprovers: 'identity.rpc.notify-approvers',
  /** Inventory alerts (issue 29): identity tells the active admins and owners on Telegram. */
  notifyAdmins: 'identity.rpc.notify-admins',
  /** Inventory alert settings of the team (issue 29): expiry alert days and which drifts alert. */
  alertSettings: 'identity.rpc.alert-settings',
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

/** Lines of one alert message (issue 29); identity sends them as one Telegram message per admin. */
export const NotifyAdminsRequest = z.object({
  lines: z.array(z.string().min(1).max(1000)).min(1).max(200),
  /**
   * The caller's name for this message, the same on every try: identity tells each admin once per id,
   * so a retry after a lost reply (a timeout, a crash before the caller marked it) repeats nobody's message.
   */
  deliveryId: z.string().min(1).max(100).optional(),
});
export type NotifyAdminsRequest = z.infer<typeof NotifyAdminsRequest>;
export const NotifyAdminsReply = z.object({
  ok: z.literal(true),
  /** Admins told, on this try or an earlier one of the same delivery id. */
  notified: z.number().int().min(0),
  /** Admins this try could not reach (Telegram or mail failed): a retry of the delivery id tries them again. */
  missed: z.number().int().min(0).default(0),
});

export const AlertSettingsReply = z.object({
  ok: z.literal(true),
  inventoryAlertDays: z.array(z.number().int()),
  inventoryDriftAlerts: z.array(z.string()),
  /** One message a day with every alert of the day (an identity without the setting means no). */
  inventoryAlertDigest: z.boolean().default(false),
});
export type AlertSettingsReply = z.infer<typeof AlertSettingsReply>;
