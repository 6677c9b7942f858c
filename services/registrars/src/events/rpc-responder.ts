// NATS request/reply `registrars.rpc.*` (contracts/registrars/rpc.ts). Requests are validated with the
// contract; a bad request or unknown account answers {ok:false, error}; the queue group lets several
// instances share the work. Credentials stay here: callers name accounts by registrar and id.
import {
  AccountRequest,
  CheckPricesRequest,
  DetectRegistrarRequest,
  GetARecordsRequest,
  ActiveAccountsRequest,
  INVENTORY_RPC,
  InventoryPageRequest,
  RegisterDomainRequest,
  REGISTRARS_RPC,
  SetARecordsRequest,
  SetNameserversRequest,
} from '@dop/contracts/registrars';
import { isHttpError, rpcHandler, serveRpc, type RpcHandler, type RpcReply } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';
import type { AccountOperations } from '../lib/account-operations';
import type { AccountStore } from '../lib/account-store';
import { RegistrarError } from '../lib/errors';
import type { DomainOperations } from '../lib/domain-operations';

export interface RpcDeps {
  domains: DomainOperations;
  accounts: AccountOperations;
  store: AccountStore;
  log: FastifyBaseLogger;
}

export function rpcHandlers(deps: RpcDeps): Record<string, RpcHandler> {
  const { domains, accounts, store } = deps;
  return {
    [REGISTRARS_RPC.setARecords]: rpcHandler(SetARecordsRequest, async (r) => ({ ...(await domains.setARecords(r)) })),
    [REGISTRARS_RPC.setNameservers]: rpcHandler(SetNameserversRequest, async (r) => ({ ...(await domains.setNameservers(r)) })),
    [REGISTRARS_RPC.registerDomain]: rpcHandler(RegisterDomainRequest, async (r) => ({ ...(await domains.register(r)) })),
    [REGISTRARS_RPC.getBalance]: rpcHandler(AccountRequest, async (r) => ({ ...(await accounts.balance(r.registrar, r.accountId)) })),
    [REGISTRARS_RPC.domainCount]: rpcHandler(AccountRequest, async (r) => ({
      domainCount: await accounts.domainCount(r.registrar, r.accountId),
    })),
    [REGISTRARS_RPC.checkPrices]: rpcHandler(CheckPricesRequest, async (r) => ({ quotes: await accounts.checkPrices(r) })),
    [REGISTRARS_RPC.getARecords]: rpcHandler(GetARecordsRequest, async (r) => ({
      records: await accounts.aRecords(r.registrar, r.accountId, r.domain, r.background === true),
    })),
    [REGISTRARS_RPC.getNameservers]: rpcHandler(GetARecordsRequest, async (r) => ({
      nameservers: await accounts.nameservers(r.registrar, r.accountId, r.domain),
    })),
    [INVENTORY_RPC.inventoryPage]: rpcHandler(InventoryPageRequest, async (r) => ({
      ...(await accounts.inventoryPage(r.registrar, r.accountId, r.cursor)),
    })),
    [INVENTORY_RPC.activeAccounts]: rpcHandler(ActiveAccountsRequest, async (r) => ({ accounts: await store.active(r.all ?? false) })),
    [REGISTRARS_RPC.detectRegistrar]: rpcHandler(DetectRegistrarRequest, async (r) => {
      const found = await accounts.detect(r);
      return { found: found.registrar !== null, ...found };
    }),
  };
}

/** Expected failures become {ok:false} with their own code; anything else is logged and answered as internal. */
function failure(err: unknown): RpcReply | undefined {
  if (isHttpError(err)) return { ok: false, error: { code: err.code, message: err.message } };
  if (err instanceof RegistrarError)
    return { ok: false, error: { code: err.kind === 'transport' ? 'registrar_unreachable' : 'registrar_error', message: err.message } };
  return undefined;
}

export function startRpcResponder(nc: NatsConnection, deps: RpcDeps): Subscription[] {
  return serveRpc(nc, { queue: 'registrars', handlers: rpcHandlers(deps), log: deps.log, failure });
}
