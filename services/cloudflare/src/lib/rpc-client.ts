// NATS request/reply to the registrars service: which account holds the domain, and its name servers.
import { REGISTRARS_RPC, type Registrar } from '@dop/contracts/registrars';
import type { Actor } from '@dop/contracts/common';
import { NoResponderError, requestJson, RpcTimeoutError } from '@dop/service-kit';
import type { NatsConnection } from 'nats';

interface Reply {
  ok: boolean;
  error?: { message: string };
  [k: string]: unknown;
}

export interface NsOutcome {
  success: boolean;
  message: string;
  registrar: Registrar | null;
}

export class RegistrarsRpc {
  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs: number,
  ) {}

  private async request(subject: string, body: unknown): Promise<Reply> {
    try {
      return (await requestJson(this.nc, subject, body, this.timeoutMs)) as Reply;
    } catch (err) {
      if (err instanceof NoResponderError) return { ok: false, error: { message: 'registrars service unavailable' } };
      if (err instanceof RpcTimeoutError) return { ok: false, error: { message: `registrars service: ${err.message}` } };
      throw err;
    }
  }

  /** Finds the domain's registrar account, then points its name servers at `nameservers`. */
  async pointNameservers(
    ctx: { actor: Actor; jobId?: string; teamTag?: string | null },
    domain: string,
    nameservers: string[],
  ): Promise<NsOutcome> {
    const op = { actor: ctx.actor, operationType: 'cloudflare', jobId: ctx.jobId, teamTag: ctx.teamTag ?? null };
    const found = await this.request(REGISTRARS_RPC.detectRegistrar, { ...op, domain });
    if (!found.ok) return { success: false, registrar: null, message: found.error?.message ?? 'registrar lookup refused' };
    if (!found.found) return { success: false, registrar: null, message: `${domain} not found in any registrar account` };
    const registrar = found.registrar as Registrar;
    const set = await this.request(REGISTRARS_RPC.setNameservers, { ...op, registrar, accountId: found.accountId, domain, nameservers });
    if (!set.ok) return { success: false, registrar, message: set.error?.message ?? 'name server change refused' };
    return { success: Boolean(set.success), registrar, message: String(set.message) };
  }
}
