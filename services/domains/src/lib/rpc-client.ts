// NATS request/reply to the registrars and Cloudflare services. Credentials never come here: requests
// name accounts by registrar + id. "No responders" is told apart from other failures because a missing
// Cloudflare service is a result ('Cloudflare service unavailable') while a restarting registrars
// service is worth retrying.
import { JSONCodec, type NatsConnection, type NatsError } from 'nats';

const codec = JSONCodec();

export class NoResponderError extends Error {
  override name = 'NoResponderError';
  constructor(readonly subject: string) {
    super(`no service answers ${subject}`);
  }
}

export class RpcTimeoutError extends Error {
  override name = 'RpcTimeoutError';
}

export interface RpcReply {
  ok: boolean;
  status?: string;
  success?: boolean;
  message?: string;
  error?: { code: string; message: string };
  [key: string]: unknown;
}

export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs: number,
  ) {}

  async request(subject: string, body: unknown): Promise<RpcReply> {
    try {
      const msg = await this.nc.request(subject, codec.encode(body), { timeout: this.timeoutMs });
      return codec.decode(msg.data) as RpcReply;
    } catch (err) {
      const code = (err as NatsError).code;
      if (code === '503') throw new NoResponderError(subject);
      if (code === 'TIMEOUT') throw new RpcTimeoutError(`${subject} did not answer within ${this.timeoutMs} ms`);
      throw err;
    }
  }
}
