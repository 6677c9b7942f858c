// Applies one step of a change set at its provider, by kind (issue 30): A records at the registrar or
// Cloudflare (through DnsHost, as the DNS dialog always did), A records of a PowerDNS or Hurricane
// Electric zone (dns-providers.rpc.zone-apply), a Cloudflare zone's SSL mode, the registrar's name
// servers. The provider service logs and publishes the result of the work it does, as for any call.
import { STEP_RPC } from '@dop/contracts/changes';
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import type { Registrar } from '@dop/contracts/registrars';
import type { ChangeSetDoc, ChangeStepDoc } from '../../models/change-set';
import type { DnsHost, Outcome } from '../dns-host';
import { NoResponderError, type RpcClient } from '../rpc-client';
import type { StepOutcome } from './change-status';
import { stepKind } from './step-values';

const UNAVAILABLE: Record<ChangeStepDoc['provider'], string> = {
  registrar: 'registrars service unavailable',
  cloudflare: 'Cloudflare service unavailable',
  powerdns: 'dns-providers service unavailable',
  'hurricane-electric': 'dns-providers service unavailable',
};

export class StepApplier {
  constructor(
    private readonly dns: DnsHost,
    private readonly rpc: RpcClient,
  ) {}

  async apply(set: ChangeSetDoc, step: ChangeStepDoc): Promise<StepOutcome> {
    try {
      return await this.dispatch(set, step);
    } catch (err) {
      if (err instanceof NoResponderError)
        return { status: 'Error', success: false, message: UNAVAILABLE[step.provider], unavailable: true };
      throw err;
    }
  }

  private async dispatch(set: ChangeSetDoc, step: ChangeStepDoc): Promise<Outcome> {
    const actor = { userId: set.createdBy.userId, userName: set.createdBy.userName ?? undefined };
    // The CloudFlare tab's changes (its add, move and update) log in its own panels.
    const tab = set.source.startsWith('cloudflare-') ? { operationType: 'cloudflare' } : {};
    const ctx = { actor, teamTag: set.teamTag, ...(set.jobId ? { jobId: set.jobId } : {}), ...tab };
    const kind = stepKind(step);
    const { registrar, accountId } = step.target;
    const atRegistrar = step.provider === 'registrar' && registrar && accountId;
    if (kind === 'nameservers' && atRegistrar)
      return this.dns.setNameservers(ctx, registrar as Registrar, accountId, step.domain, step.new.nameservers ?? []);
    if (kind === 'ssl-mode' && step.provider === 'cloudflare') return this.providerCall(STEP_RPC.cloudflareSetSslMode, set, step);
    if (kind === 'a-records') {
      const records = step.new.records.map((r) => ({ name: r.name, content: r.content, ttl: r.ttl ?? 3600 }));
      if (step.provider === 'cloudflare')
        return this.dns.cloudflare(ctx, CLOUDFLARE_RPC.setARecords, step.domain, {
          records,
          email: step.target.cloudflareEmail ?? null,
          // The CloudFlare tab's own changes log in its panels; the Domains tab's in the Domains tab's.
          tab: set.source === 'cloudflare-update' ? 'cloudflare' : 'domains',
        });
      if (atRegistrar) return this.dns.setARecordsAtRegistrar(ctx, registrar as Registrar, accountId, step.domain, records);
      if (step.provider === 'powerdns' || step.provider === 'hurricane-electric') return this.providerCall(STEP_RPC.zoneApply, set, step);
    }
    return { status: 'Error', success: false, message: `${step.domain}: no account to apply ${kind} at (${step.provider})` };
  }

  private async providerCall(subject: string, set: ChangeSetDoc, step: ChangeStepDoc): Promise<Outcome> {
    const reply = await this.rpc.request(subject, {
      provider: step.provider,
      domain: step.domain,
      target: step.target,
      values: step.new,
      actor: { userId: set.createdBy.userId, userName: set.createdBy.userName ?? undefined },
      teamTag: set.teamTag,
      changeId: String(set._id),
      ...(set.jobId ? { jobId: set.jobId } : {}),
    });
    if (!reply.ok) return { status: 'Error', success: false, message: `${step.domain}: ${reply.error?.message ?? 'request refused'}` };
    return { status: String(reply.status ?? 'Success'), success: reply.success !== false, message: String(reply.message ?? '') };
  }
}
