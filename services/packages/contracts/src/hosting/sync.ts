// Sync, Sync All Balances and the check of servers and tickets (spec 2 §2.11, §4.2). The check's
// shape is "not shown" in the spec; this one names, per account, the reason it needs attention.
import { z } from 'zod';
import { DiorhostAccount } from './accounts';
import { Server } from './servers';

export const SyncResponse = z.object({ account: DiorhostAccount, servers: z.array(Server) });
export type SyncResponse = z.infer<typeof SyncResponse>;

export const SyncAllResult = z.object({
  id: z.string(),
  name: z.string(),
  success: z.boolean(),
  balance: z.string().nullable(),
  error: z.string().nullable(),
});
export const SyncAllResponse = z.object({
  results: z.array(SyncAllResult),
  synced: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type SyncAllResponse = z.infer<typeof SyncAllResponse>;

/** Spec 2 §4.2 "Account check reason". */
export const CHECK_REASONS = ['both', 'tickets', 'inactive', 'expiring'] as const;
export const CheckReason = z.enum(CHECK_REASONS);
export type CheckReason = z.infer<typeof CheckReason>;

/** Why one server needs attention: status not active, expiring within 7 days, or already expired. */
export const ServerAttention = z.enum(['inactive', 'expiring', 'overdue']);
export type ServerAttention = z.infer<typeof ServerAttention>;

export const CheckedAccount = z.object({
  id: z.string(),
  name: z.string(),
  reason: CheckReason,
  newTickets: z.number().int().min(0),
  servers: z.array(Server.extend({ attention: ServerAttention, daysLeft: z.number().int().nullable() })),
});
export type CheckedAccount = z.infer<typeof CheckedAccount>;

export const CheckResponse = z.object({
  checkedAt: z.string(),
  checked: z.number().int().min(0),
  /** Only accounts that need attention. */
  accounts: z.array(CheckedAccount),
  /** Accounts the provider could not be asked about. */
  errors: z.array(z.object({ id: z.string(), name: z.string(), error: z.string() })),
});
export type CheckResponse = z.infer<typeof CheckResponse>;
