// The registrars service's inventory over NATS (contracts/registrars/inventory.ts): one page of an
// account's domains per request, and the accounts whose isActive switch is on.
import { ActiveAccountsReply, INVENTORY_RPC, InventoryPageReply, type InventoryDomain } from '@dop/contracts/registrars';
import type { RpcClient } from '../rpc-client';

export interface RegistrarPage {
  domains: InventoryDomain[];
  cursor: string | null;
}

export class InventoryRpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class RegistrarInventory {
  constructor(private readonly rpc: RpcClient) {}

  async page(registrar: string, accountId: number, cursor: string | null): Promise<RegistrarPage> {
    const raw = await this.rpc.request(INVENTORY_RPC.inventoryPage, { registrar, accountId, cursor });
    const reply = InventoryPageReply.parse(raw);
    if (!reply.ok) throw new InventoryRpcError(reply.error.code, reply.error.message);
    return { domains: reply.domains, cursor: reply.cursor };
  }

  /** The accounts with isActive on (every account with `all`). */
  async activeAccounts(all = false): Promise<Array<{ registrar: string; accountId: number; isActive: boolean }>> {
    const reply = ActiveAccountsReply.parse(await this.rpc.request(INVENTORY_RPC.activeAccounts, { all }));
    if (!reply.ok) throw new InventoryRpcError(reply.error.code, reply.error.message);
    return reply.accounts;
  }
}
