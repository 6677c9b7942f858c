// Serves the change sets' step subjects for PowerDNS and Hurricane Electric zones (issue 30):
// dns-providers.rpc.zone-read answers the A records a zone holds now (a step's old values, a revert's
// conflict check) and its apex name servers (the inventory check, issue 29), and
// dns-providers.rpc.zone-apply sets the A records, with the log lines, the DNS result and the
// dns.zone.updated event an update always had. The domains service calls them while it applies.
import { STEP_RPC, StepApplyRequest, StepReadRequest, type ChangeValues, type StepTarget } from '@dop/contracts/changes';
import { HttpError, rpcHandler, serveRpc, stageEvent, type EventRelay, type RpcLog } from '@dop/service-kit';
import type { NatsConnection, Subscription } from 'nats';
import type { DnsContext } from '../plugins/context';
import { HeRefusal } from '../lib/he/client';
import { HeTransportError } from '../lib/he/session';
import { applyHeZone, readHeZone, withHeSession } from '../lib/he/zone-step';
import { PdnsClient, PdnsError } from '../lib/pdns-client';
import { applyPdnsZone, readPdnsZone } from '../lib/pdns-zone-step';

type ZoneProvider = 'powerdns' | 'hurricane-electric';

const accountOf = (target: StepTarget) => {
  if (!target.dnsAccountId) throw new HttpError('bad_request', 'target.dnsAccountId: a PowerDNS or Hurricane Electric account is required');
  return target.dnsAccountId;
};

/** The zone's A records now, at either provider. */
async function readZone(ctx: DnsContext, provider: ZoneProvider, domain: string, target: StepTarget) {
  const site = { baseUrl: ctx.config.HE_DNS_URL, timeoutMs: ctx.config.HE_TIMEOUT_MS, egress: ctx.egress };
  if (provider === 'hurricane-electric')
    return withHeSession(await ctx.heAccounts.credentials(accountOf(target)), site, (client) => readHeZone(client, domain));
  const account = await ctx.pdnsAccounts.credentials(accountOf(target));
  return readPdnsZone(new PdnsClient(account.apiUrl, account.apiKey, ctx.config.PDNS_TIMEOUT_MS, ctx.guarded), domain);
}

async function applyZone(ctx: DnsContext, provider: ZoneProvider, domain: string, target: StepTarget, values: ChangeValues) {
  if (provider === 'hurricane-electric') {
    const site = { baseUrl: ctx.config.HE_DNS_URL, timeoutMs: ctx.config.HE_TIMEOUT_MS, egress: ctx.egress };
    const account = await ctx.heAccounts.credentials(accountOf(target));
    return withHeSession(account, site, async (client) => {
      const message = await applyHeZone(client, account, domain, values, 3600);
      await ctx.heAccounts.recordUsage(account.id, client.zones().size);
      return message;
    });
  }
  const account = await ctx.pdnsAccounts.credentials(accountOf(target));
  const client = new PdnsClient(account.apiUrl, account.apiKey, ctx.config.PDNS_TIMEOUT_MS, ctx.guarded);
  return applyPdnsZone(client, domain, values, { nsLabels: ctx.config.PDNS_NS_LABELS, ttl: ctx.config.PDNS_RECORD_TTL });
}

const providerError = (err: unknown): err is Error =>
  err instanceof PdnsError || err instanceof HeRefusal || err instanceof HeTransportError;

export function serveZoneStepRpc(nc: NatsConnection, ctx: DnsContext, relay: EventRelay, log: RpcLog): Subscription[] {
  const zoneProvider = (provider: string): ZoneProvider => {
    if (provider !== 'powerdns' && provider !== 'hurricane-electric')
      throw new HttpError('bad_request', `${provider} zones are not served here`);
    return provider;
  };
  return serveRpc(nc, {
    queue: 'dns-providers',
    log,
    failure: (err) =>
      err instanceof HttpError || providerError(err)
        ? { ok: false, error: { code: err instanceof HttpError ? err.code : 'provider_failed', message: err.message } }
        : undefined,
    handlers: {
      [STEP_RPC.zoneRead]: rpcHandler(StepReadRequest, async ({ provider, domain, target }) => ({
        ...(await readZone(ctx, zoneProvider(provider), domain, target)),
      })),
      [STEP_RPC.zoneApply]: rpcHandler(StepApplyRequest, async (r) => {
        const provider = zoneProvider(r.provider);
        const run = { actor: r.actor, operationType: provider, jobId: r.jobId ?? r.changeId ?? 'change' };
        await ctx.ops.line(run, r.domain, 'info', `Processing ${r.domain}`);
        let message: string;
        try {
          message = await applyZone(ctx, provider, r.domain, r.target, r.values);
        } catch (err) {
          if (!providerError(err)) throw err;
          await ctx.ops.line(run, r.domain, 'error', `Failed: ${provider === 'powerdns' ? err.message : `${r.domain}: ${err.message}`}`);
          await ctx.ops.dnsResult(run, r.domain, false, err.message);
          return { status: 'Failed', success: false, message: err.message };
        }
        // Each tab's log reads as it always did: PowerDNS 'Success: Zone created…', HE 'Success: <domain>: A records…'.
        const said = provider === 'powerdns' ? message : `${r.domain}: ${message}`;
        await ctx.ops.line(run, r.domain, 'success', `Success: ${said}`);
        await ctx.ops.dnsResult(run, r.domain, true, message);
        const event = { domain: r.domain, provider, accountId: String(r.target.dnsAccountId), records: r.values.records, actor: r.actor };
        await relay.record(stageEvent('dns.zone.updated', event));
        return { status: 'Success', success: true, message };
      }),
    },
  });
}
