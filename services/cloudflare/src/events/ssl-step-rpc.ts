// The change sets' step subjects for a Cloudflare zone's SSL mode (issue 30): cloudflare.rpc.get-ssl-mode
// answers the mode the zone has now (a step's old value, a revert's conflict check); set-ssl-mode sets
// it with the log line, the result and the cloudflare.ssl.changed event the CloudFlare tab's update
// always had. The domains service calls them while it applies a change set.
import { STEP_RPC, StepApplyRequest, StepReadRequest, type StepTarget } from '@dop/contracts/changes';
import { SslMode } from '@dop/contracts/cloudflare';
import { pushEvents, rpcHandler, stageEvent, type RpcHandler } from '@dop/service-kit';
import { UnknownAccountError } from '../lib/accounts';
import { CloudflareError } from '../lib/cf-errors';
import type { RpcDeps } from './rpc-responder';

async function zoneOf(deps: RpcDeps, domain: string, target: StepTarget) {
  if (!target.cloudflareEmail) throw new UnknownAccountError(`No CloudFlare account given for ${domain}`);
  const cf = deps.accounts.client(await deps.accounts.saved(target.cloudflareEmail));
  const zone = await cf.findZone(domain);
  if (!zone) throw new CloudflareError(404, null, `zone ${domain} not found in ${target.cloudflareEmail}`);
  return { cf, zone };
}

export function sslStepHandlers(deps: RpcDeps): Record<string, RpcHandler> {
  const { models, tabOps: ops, nudge } = deps;
  return {
    [STEP_RPC.cloudflareGetSslMode]: rpcHandler(StepReadRequest, async ({ domain, target }) => {
      const { cf, zone } = await zoneOf(deps, domain, target);
      return { sslMode: await cf.sslMode(zone.id) };
    }),
    [STEP_RPC.cloudflareSetSslMode]: rpcHandler(StepApplyRequest, async (r) => {
      const mode = SslMode.safeParse(r.values.sslMode);
      if (!mode.success) return { status: 'Failed', success: false, message: `${r.domain}: no such SSL mode ${r.values.sslMode}` };
      const ctx = { jobId: r.jobId, teamTag: r.teamTag ?? null };
      try {
        const { cf, zone } = await zoneOf(deps, r.domain, r.target);
        const was = SslMode.safeParse(await cf.sslMode(zone.id).catch(() => null));
        const old = was.success ? was.data : null;
        await cf.setSslMode(zone.id, mode.data);
        const changed = old !== mode.data;
        const event = stageEvent('cloudflare.ssl.changed', { domain: r.domain, zoneId: zone.id, old, new: mode.data, actor: r.actor });
        await models.domains.updateOne({ name: r.domain }, { $set: { sslMode: mode.data }, ...(changed ? pushEvents(event) : {}) });
        if (changed) nudge();
        const message = `${r.domain} updated: SSL → ${mode.data}`;
        await ops.line(r.actor, r.domain, 'success', message, r.jobId);
        await ops.result(r.actor, r.domain, { cloudflare: 'Success' }, message, ctx);
        return { status: 'Success', success: true, message };
      } catch (err) {
        if (!(err instanceof CloudflareError) && !(err instanceof UnknownAccountError)) throw err;
        const message = `${r.domain}: ${err.message}`;
        await ops.line(r.actor, r.domain, 'error', `Update failed (SSL → ${mode.data}): ${message}`, r.jobId);
        await ops.result(r.actor, r.domain, { cloudflare: 'Failed' }, message, ctx);
        return { status: 'Failed', success: false, message };
      }
    }),
  };
}
