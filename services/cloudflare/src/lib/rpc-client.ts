// NATS request/reply to the registrars service: which account holds the domain, and its name servers.
import { REGISTRARS_RPC, type Registrar } from '@dop/contracts/registrars';
import type { Actor } from '@dop/contracts/common';
import { HttpError, NoResponderError, requestJson, RpcTimeoutError, submitChange } from '@dop/service-kit';
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

  /**
   * Finds the domain's registrar account, then points its name servers at `nameservers`: a change set of
   * the domains service (issue 30), which keeps what the registrar held and applies it there.
   */
  async pointNameservers(
    ctx: { actor: Actor; jobId?: string; teamTag?: string | null; source: 'cloudflare-add' | 'cloudflare-move' },
    domain: string,
    nameservers: string[],
  ): Promise<NsOutcome> {
    const op = { actor: ctx.actor, operationType: 'cloudflare', jobId: ctx.jobId, teamTag: ctx.teamTag ?? null };
    const found = await this.request(REGISTRARS_RPC.detectRegistrar, { ...op, domain });
    if (!found.ok) return { success: false, registrar: null, message: found.error?.message ?? 'registrar lookup refused' };
    if (!found.found) return { success: false, registrar: null, message: `${domain} not found in any registrar account` };
    const registrar = found.registrar as Registrar;
    try {
      const answer = await submitChange(this.nc, {
        source: ctx.source,
        actor: ctx.actor,
        teamTag: ctx.teamTag ?? null,
        steps: [
          {
            domain,
            provider: 'registrar',
            kind: 'nameservers',
            target: { registrar, accountId: Number(found.accountId) },
            new: { records: [], nameservers },
          },
        ],
        dryRun: false,
        ...(ctx.jobId ? { jobId: ctx.jobId } : {}),
      });
      const outcome = answer.outcomes.find((o) => o.domain === domain);
      if (outcome) return { success: outcome.success, registrar, message: outcome.message };
      return {
        success: false,
        registrar,
        message: `name server change ${answer.status.replace('_', ' ')}: ${answer.reason ?? answer.changeId}`,
      };
    } catch (err) {
      if (err instanceof HttpError) return { success: false, registrar, message: err.message };
      throw err;
    }
  }
}
