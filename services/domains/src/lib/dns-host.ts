// Applies A records or name servers where the domain's DNS lives: the registrar account (through
// registrars.rpc.*) or Cloudflare (cloudflare.rpc.*). Every outcome is published as an ops result; the
// registrars service publishes its own for the calls it runs, so only refusals are published here.
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import { REGISTRARS_RPC, type Registrar } from '@dop/contracts/registrars';
import { stepLineId } from '@dop/service-kit';
import { NoResponderError, type RpcClient } from './rpc-client';
import type { OpActor, OpsEvents } from './ops-events';

export interface Outcome {
  status: string;
  success: boolean;
  message: string;
  /** A registrar's set A records: the A records it replaced, read within the call (change sets' old values). */
  previous?: ARecordSpec[];
}

export interface StepContext {
  actor: OpActor;
  jobId?: string;
  teamTag?: string | null;
  /** One step of a job's item, the same on every try: its log lines are then kept once. */
  stepId?: string;
  /** The tab whose operation it is (its panels show the lines); default the Domains tab's. */
  operationType?: string;
}

export interface ARecordSpec {
  name: string;
  content: string;
  ttl: number;
}

export const CLOUDFLARE_UNAVAILABLE = 'Cloudflare service unavailable';

export class DnsHost {
  constructor(
    private readonly rpc: RpcClient,
    private readonly ops: OpsEvents,
  ) {}

  private async registrarCall(
    subject: string,
    ctx: StepContext,
    registrar: Registrar,
    accountId: number,
    domain: string,
    extra: Record<string, unknown>,
  ): Promise<Outcome> {
    const reply = await this.rpc.request(subject, {
      registrar,
      accountId,
      domain,
      actor: ctx.actor,
      operationType: ctx.operationType ?? 'domain-records',
      jobId: ctx.jobId,
      teamTag: ctx.teamTag ?? null,
      stepId: ctx.stepId,
      ...extra,
    });
    if (reply.ok) {
      const outcome: Outcome = { status: String(reply.status), success: Boolean(reply.success), message: String(reply.message) };
      if (Array.isArray(reply.previous)) outcome.previous = reply.previous as ARecordSpec[];
      return outcome;
    }
    // Refused before any provider call (unknown account, bad request): nobody else reports it.
    const message = `${registrar} #${accountId}: ${reply.error?.message ?? 'request refused'}`;
    await this.ops.line(ctx.actor, domain, 'error', message, ctx.jobId, stepLineId(ctx.stepId, 'refused', message));
    await this.ops.result(ctx.actor, domain, { [registrar]: 'Error' }, message, ctx);
    return { status: 'Error', success: false, message };
  }

  setARecordsAtRegistrar(
    ctx: StepContext,
    registrar: Registrar,
    accountId: number,
    domain: string,
    records: ARecordSpec[],
  ): Promise<Outcome> {
    return this.registrarCall(REGISTRARS_RPC.setARecords, ctx, registrar, accountId, domain, { records });
  }

  setNameservers(ctx: StepContext, registrar: Registrar, accountId: number, domain: string, nameservers: string[]): Promise<Outcome> {
    return this.registrarCall(REGISTRARS_RPC.setNameservers, ctx, registrar, accountId, domain, { nameservers });
  }

  /** Cloudflare work; without a Cloudflare service the step is an 'Error' result, not a retry. */
  async cloudflare(ctx: StepContext, subject: string, domain: string, body: Record<string, unknown>): Promise<Outcome> {
    try {
      const reply = await this.rpc.request(subject, { domain, actor: ctx.actor, jobId: ctx.jobId, teamTag: ctx.teamTag ?? null, ...body });
      if (reply.ok)
        return {
          status: String(reply.status ?? 'Success'),
          success: reply.success !== false,
          message: String(reply.message ?? 'Cloudflare updated'),
        };
      return this.cloudflareFailed(ctx, domain, reply.error?.message ?? 'Cloudflare request refused');
    } catch (err) {
      if (err instanceof NoResponderError) return this.cloudflareFailed(ctx, domain, CLOUDFLARE_UNAVAILABLE);
      throw err;
    }
  }

  /**
   * The key goes sealed (SecretBox, the SECRETS_KEY all services share) or not at all, and the
   * cloudflare service then uses the saved account of the e-mail; never in clear text on NATS.
   */
  setARecordsAtCloudflare(
    ctx: StepContext,
    domain: string,
    records: ARecordSpec[],
    account: { email: string | null; apiKeySealed?: string | null; apiKey?: null },
  ): Promise<Outcome> {
    return this.cloudflare(ctx, CLOUDFLARE_RPC.setARecords, domain, {
      records,
      email: account.email,
      apiKeySealed: account.apiKeySealed ?? null,
    });
  }

  private async cloudflareFailed(ctx: StepContext, domain: string, reason: string): Promise<Outcome> {
    const message = `Cloudflare for ${domain}: ${reason}`;
    await this.ops.line(ctx.actor, domain, 'error', message, ctx.jobId, stepLineId(ctx.stepId, 'refused', message));
    await this.ops.result(ctx.actor, domain, { cloudflare: 'Error' }, message, ctx);
    return { status: 'Error', success: false, message: reason === CLOUDFLARE_UNAVAILABLE ? reason : message };
  }
}
