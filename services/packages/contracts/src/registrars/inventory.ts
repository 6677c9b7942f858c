// Inventory of a registrar account (issue 29): the domains service pages through an account's domains
// over NATS, one bounded page per request so no request runs long; the cursor is opaque to callers.
import { z } from 'zod';
import { RpcFailure } from './rpc';
import { Registrar } from './fields';

export const INVENTORY_RPC = {
  /** One page of an account's domains with expiry, auto-renew, lock and name servers. */
  inventoryPage: 'registrars.rpc.inventory-page',
  /** The active registrar accounts (what the periodic sync walks). */
  activeAccounts: 'registrars.rpc.active-accounts',
} as const;

export const InventoryPageRequest = z.object({
  registrar: Registrar,
  accountId: z.number().int().min(1),
  /** null for the first page; then the cursor the previous page answered. */
  cursor: z.string().max(2000).nullable(),
});
export type InventoryPageRequest = z.input<typeof InventoryPageRequest>;

/** One domain as the registrar reports it; null where the registrar does not say. */
export const InventoryDomain = z.object({
  name: z.string(),
  expiresAt: z.string().nullable(),
  autoRenew: z.boolean().nullable(),
  locked: z.boolean().nullable(),
  nameservers: z.array(z.string()),
});
export type InventoryDomain = z.infer<typeof InventoryDomain>;

export const InventoryPageReply = z.union([
  z.object({ ok: z.literal(true), domains: z.array(InventoryDomain), cursor: z.string().nullable() }),
  RpcFailure,
]);
export type InventoryPageReply = z.infer<typeof InventoryPageReply>;

/** all: every account, the switched-off ones too (an import may name any account). */
export const ActiveAccountsRequest = z.object({ all: z.boolean().optional() });
export const ActiveAccountsReply = z.union([
  z.object({
    ok: z.literal(true),
    accounts: z.array(z.object({ registrar: Registrar, accountId: z.number().int(), name: z.string().nullable(), isActive: z.boolean() })),
  }),
  RpcFailure,
]);
export type ActiveAccountsReply = z.infer<typeof ActiveAccountsReply>;
