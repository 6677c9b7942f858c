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
import { JSONCodec, type NatsConnection, type NatsError } from 'nats';
import type { z } from 'zod';

const codec = JSONCodec();

/** The request never reached a registrars instance: safe to try again later. */
export class NoResponderError extends Error {
  override name = 'NoResponderError';
}

/** No answer in time: the registrar may or may not have acted. */
export class RpcTimeoutError extends Error {
  override name = 'RpcTimeoutError';
}

export class RegistrarsRpc {
  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs: number,
  ) {}

  private async call<S extends z.ZodType>(subject: string, body: unknown, reply: S): Promise<z.output<S>> {
    let data: unknown;
    try {
      const msg = await this.nc.request(subject, codec.encode(body), { timeout: this.timeoutMs });
      data = codec.decode(msg.data);
    } catch (err) {
      const code = (err as NatsError).code;
      if (code === '503') throw new NoResponderError(`no registrars service answers ${subject}`);
      if (code === 'TIMEOUT') throw new RpcTimeoutError(`${subject} did not answer within ${this.timeoutMs} ms`);
      throw err;
    }
    return reply.parse(data);
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
