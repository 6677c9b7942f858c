// NATS request/reply to the registrars and Cloudflare services. Credentials never come here: requests
// name accounts by registrar + id. "No responders" is told apart from other failures because a missing
// Cloudflare service is a result ('Cloudflare service unavailable') while a restarting registrars
// service is worth retrying.
import { requestJson } from '@dop/service-kit';
import type { NatsConnection } from 'nats';

export { NoResponderError, RpcTimeoutError } from '@dop/service-kit';

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

  /** Fails with NoResponderError, or RpcTimeoutError when no answer came in time or the connection dropped. */
  async request(subject: string, body: unknown): Promise<RpcReply> {
    return (await requestJson(this.nc, subject, body, this.timeoutMs)) as RpcReply;
  }
}
