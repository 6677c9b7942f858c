// Serves the change sets' step subjects for PowerDNS zones (issue 30): dns-providers.rpc.zone-read
// answers the A records a zone holds now (a step's old values, a revert's conflict check), and
// dns-providers.rpc.zone-apply sets them, with the log lines, the DNS result and the dns.zone.updated
// event an update always had. The domains service calls them while it applies a change set.
import { STEP_RPC, StepApplyRequest, StepReadRequest, type StepTarget } from '@dop/contracts/changes';
import { HttpError, rpcHandler, serveRpc, stageEvent, type EventRelay, type RpcLog } from '@dop/service-kit';
import type { NatsConnection, Subscription } from 'nats';
import type { DnsContext } from '../plugins/context';
import { PdnsClient, PdnsError } from '../lib/pdns-client';
import { applyPdnsZone, readPdnsZone } from '../lib/pdns-zone-step';

async function pdnsClient(ctx: DnsContext, target: StepTarget): Promise<PdnsClient> {
  if (!target.dnsAccountId) throw new HttpError('bad_request', 'target.dnsAccountId: a PowerDNS account is required');
  const account = await ctx.pdnsAccounts.credentials(target.dnsAccountId);
  return new PdnsClient(account.apiUrl, account.apiKey, ctx.config.PDNS_TIMEOUT_MS, ctx.guarded);
}

const unsupported = (provider: string) => ({ ok: false, error: { code: 'bad_request', message: `${provider} zones are not served here` } });

export function serveZoneStepRpc(nc: NatsConnection, ctx: DnsContext, relay: EventRelay, log: RpcLog): Subscription[] {
  return serveRpc(nc, {
    queue: 'dns-providers',
    log,
    failure: (err) =>
      err instanceof PdnsError || err instanceof HttpError
        ? { ok: false, error: { code: err instanceof HttpError ? err.code : 'provider_failed', message: err.message } }
        : undefined,
    handlers: {
      [STEP_RPC.zoneRead]: async (data) => {
        const req = StepReadRequest.safeParse(data);
        if (req.success && req.data.provider !== 'powerdns') return unsupported(req.data.provider);
        return rpcHandler(StepReadRequest, async ({ domain, target }) => ({
          ...(await readPdnsZone(await pdnsClient(ctx, target), domain)),
        }))(data);
      },
      [STEP_RPC.zoneApply]: async (data) => {
        const req = StepApplyRequest.safeParse(data);
        if (req.success && req.data.provider !== 'powerdns') return unsupported(req.data.provider);
        return rpcHandler(StepApplyRequest, async (r) => {
          const run = { actor: r.actor, operationType: 'powerdns' as const, jobId: r.jobId ?? r.changeId ?? 'change' };
          await ctx.ops.line(run, r.domain, 'info', `Processing ${r.domain}`);
          let message: string;
          try {
            const client = await pdnsClient(ctx, r.target);
            message = await applyPdnsZone(client, r.domain, r.values, {
              nsLabels: ctx.config.PDNS_NS_LABELS,
              ttl: ctx.config.PDNS_RECORD_TTL,
            });
          } catch (err) {
            if (!(err instanceof PdnsError)) throw err;
            await ctx.ops.line(run, r.domain, 'error', `Failed: ${err.message}`);
            await ctx.ops.dnsResult(run, r.domain, false, err.message);
            return { status: 'Failed', success: false, message: err.message };
          }
          await ctx.ops.line(run, r.domain, 'success', `Success: ${message}`);
          await ctx.ops.dnsResult(run, r.domain, true, message);
          const event = {
            domain: r.domain,
            provider: 'powerdns' as const,
            accountId: String(r.target.dnsAccountId),
            records: r.values.records,
            actor: r.actor,
          };
          await relay.record(stageEvent('dns.zone.updated', event));
          return { status: 'Success', success: true, message };
        })(data);
      },
    },
  });
}
