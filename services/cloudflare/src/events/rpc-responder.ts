// NATS request/reply `cloudflare.rpc.*` for the domains service (bulk add with "use Cloudflare", the
// DNS dialog of a Cloudflare domain). The key arrives sealed with the shared SECRETS_KEY, or not at all
// and the saved account of the e-mail is used; never in clear text.
import { CfGetARecordsRequest, CfSetARecordsRequest, CfSetupDomainRequest } from '@dop/contracts/cloudflare';
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import type { FastifyBaseLogger } from 'fastify';
import { pushEvents, rpcHandler, serveRpc, stageEvent, type RpcHandler, type RpcReply } from '@dop/service-kit';
import type { NatsConnection, Subscription } from 'nats';
import type { Accounts } from '../lib/accounts';
import { UnknownAccountError } from '../lib/accounts';
import type { CfCredentials } from '../lib/cf-credentials';
import { CloudflareError } from '../lib/cf-errors';
import type { DomainSetup } from '../lib/domain-setup';
import type { OpsEvents } from '../lib/ops-events';
import type { Models } from '../models';
import { sslStepHandlers } from './ssl-step-rpc';

export interface RpcDeps {
  models: Models;
  accounts: Accounts;
  setup: DomainSetup;
  /** Publishes as 'domain-records': the domains tab asked. */
  ops: OpsEvents;
  /** Publishes as the CloudFlare tab: its own changes, applied as change sets (issue 30). */
  tabOps: OpsEvents;
  /** Tells the event relay that a write staged events. */
  nudge: () => void;
  log: FastifyBaseLogger;
}

async function credentials(
  accounts: Accounts,
  r: { email?: string | null; apiKeySealed?: string | null },
): Promise<{ creds: CfCredentials; sealed: string }> {
  if (r.apiKeySealed) return { creds: { email: r.email ?? null, apiKey: accounts.open(r.apiKeySealed) }, sealed: r.apiKeySealed };
  if (!r.email) throw new UnknownAccountError('No CloudFlare account given (email or sealed key)');
  const creds = await accounts.saved(r.email);
  return { creds, sealed: accounts.seal(creds.apiKey) };
}

export function rpcHandlers(deps: RpcDeps): Record<string, RpcHandler> {
  const { accounts, models } = deps;
  return {
    ...sslStepHandlers(deps),
    [CLOUDFLARE_RPC.getARecords]: rpcHandler(CfGetARecordsRequest, async (r) => {
      const { creds } = await credentials(accounts, r);
      const cf = accounts.client(creds);
      const zone = await cf.findZone(r.domain);
      // The zone's name servers too: inventory checks compare them with the registrar's (issue 29).
      return { found: zone !== null, records: zone ? await cf.aRecords(zone) : [], nameservers: zone?.name_servers ?? [] };
    }),
    [CLOUDFLARE_RPC.setARecords]: rpcHandler(CfSetARecordsRequest, async (r) => {
      const { creds, sealed } = await credentials(accounts, r);
      const ctx = { jobId: r.jobId, teamTag: r.teamTag ?? null };
      const ops = r.tab === 'cloudflare' ? deps.tabOps : deps.ops;
      try {
        const cf = accounts.client(creds);
        const { zone } = await cf.ensureZone(r.domain);
        const records = r.records.map((x) => ({ name: x.name, content: x.content }));
        const old = await cf.setARecords(zone, records);
        const changed = stageEvent('cloudflare.records.changed', { domain: r.domain, zoneId: zone.id, old, new: records, actor: r.actor });
        await accounts.save(creds.email ?? '', sealed, r.actor);
        const apex = r.records.find((x) => x.name === '@') ?? r.records[0];
        await models.domains.updateOne(
          { name: r.domain },
          {
            $set: { email: creds.email, zoneId: zone.id, nameServers: zone.name_servers, ipAddress: apex.content, status: 'Success' },
            $setOnInsert: { _id: crypto.randomUUID(), userId: r.actor.userId, teamTag: r.teamTag ?? null, createdAt: new Date() },
            // The event goes out with the write that stores the change (the outbox relay publishes it).
            ...pushEvents(changed),
          },
          { upsert: true },
        );
        deps.nudge();
        const message = `A records of ${r.domain} set at Cloudflare (${zone.name_servers.join(', ')})`;
        await ops.line(r.actor, r.domain, 'success', message, r.jobId);
        await ops.result(r.actor, r.domain, { cloudflare: 'Success' }, message, ctx);
        return { status: 'Success', success: true, message, nameServers: zone.name_servers };
      } catch (err) {
        if (!(err instanceof CloudflareError)) throw err;
        const message = `Cloudflare: ${err.message}`;
        await ops.line(r.actor, r.domain, 'error', message, r.jobId);
        await ops.result(r.actor, r.domain, { cloudflare: 'Failed' }, message, ctx);
        return { status: 'Failed', success: false, message };
      }
    }),
    [CLOUDFLARE_RPC.setupDomain]: rpcHandler(CfSetupDomainRequest, async (r) => {
      const { creds, sealed } = await credentials(accounts, r);
      const out = await deps.setup.run({
        domain: r.domain,
        creds,
        sealedKey: sealed,
        ipAddress: r.ipAddress,
        sslMode: r.sslMode,
        teamTag: r.teamTag ?? null,
        actor: r.actor,
        jobId: r.jobId,
      });
      return { status: out.status, success: out.success, message: out.message, nameServers: out.nameServers };
    }),
  };
}

/** An unknown account is the caller's to fix, a Cloudflare error is told as it came; anything else is logged and answered as internal. */
function failure(err: unknown): RpcReply | undefined {
  if (err instanceof UnknownAccountError) return { ok: false, error: { code: 'unknown_account', message: err.message } };
  if (err instanceof CloudflareError) return { ok: false, error: { code: 'provider_failed', message: `Cloudflare: ${err.message}` } };
  return undefined;
}

export function startRpcResponder(nc: NatsConnection, deps: RpcDeps): Subscription[] {
  return serveRpc(nc, { queue: 'cloudflare', handlers: rpcHandlers(deps), log: deps.log, failure });
}
