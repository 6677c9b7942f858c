// NATS request/reply to the registrars service (contracts/registrars/rpc.ts). Accounts are named by
// registrar + id; credentials never come here. Replies are parsed with the contract, so a reply of the
// wrong shape is an error here rather than a wrong purchase later.
import {
  BalanceRpcReply,
  CheckPricesReply,
  DetectRegistrarReply,
  RegisterDomainReply,
  REGISTRARS_RPC,
  type AccountRequest,
  type CheckPricesRequest,
  type DetectRegistrarRequest,
  type RegisterDomainRequest,
} from '@dop/contracts/registrars';
import { requestJson } from '@dop/service-kit';
import type { NatsConnection } from 'nats';
import type { z } from 'zod';

/**
 * NoResponderError: the request never reached a registrars instance, safe to try again later.
 * RpcTimeoutError (also when the connection dropped meanwhile): the registrar may or may not have acted.
 */
export { NoResponderError, RpcTimeoutError } from '@dop/service-kit';

export class RegistrarsRpc {
  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs: number,
  ) {}

  private async call<S extends z.ZodType>(subject: string, body: unknown, reply: S): Promise<z.output<S>> {
    return reply.parse(await requestJson(this.nc, subject, body, this.timeoutMs));
  }

  balance(req: AccountRequest) {
    return this.call(REGISTRARS_RPC.getBalance, req, BalanceRpcReply);
  }

  checkPrices(req: CheckPricesRequest) {
    return this.call(REGISTRARS_RPC.checkPrices, req, CheckPricesReply);
  }

  register(req: RegisterDomainRequest) {
    return this.call(REGISTRARS_RPC.registerDomain, req, RegisterDomainReply);
  }

  detect(req: DetectRegistrarRequest) {
    return this.call(REGISTRARS_RPC.detectRegistrar, req, DetectRegistrarReply);
  }
}
