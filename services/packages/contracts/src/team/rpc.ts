// NATS request/reply of the identity service about the team (issue 30): the domains service asks, when a
// change set is applied, whether it needs a second admin's approval and how many could give it.
import { z } from 'zod';

export const TEAM_RPC = { changePolicy: 'identity.rpc.change-policy' } as const;

export const ChangePolicyRequest = z.object({});

export const ChangePolicyReply = z.object({
  ok: z.literal(true),
  changeApprovalDomains: z.number().int().min(0),
  changeApprovalRatio: z.number().min(0).max(1),
  /** Active admins and owners: with a single one, the author confirms by typing the domain count. */
  approvers: z.number().int().min(0),
});
export type ChangePolicyReply = z.infer<typeof ChangePolicyReply>;
