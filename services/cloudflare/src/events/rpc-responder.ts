// NATS request/reply `cloudflare.rpc.*` for the domains service (bulk add with "use Cloudflare", the
// DNS dialog of a Cloudflare domain). The key arrives sealed with the shared SECRETS_KEY, or not at all
// and the saved account of the e-mail is used; never in clear text.
import { CfSetARecordsRequest, CfSetupDomainRequest } from '@dop/contracts/cloudflare';
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import type { FastifyBaseLogger } from 'fastify';
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import type { z } from 'zod';
import type { Accounts } from '../lib/accounts';
import { UnknownAccountError } from '../lib/accounts';
import { CloudflareError, type CfCredentials } from '../lib/cf-http';
import type { DomainSetup } from '../lib/domain-setup';
import type { OpsEvents } from '../lib/ops-events';
import type { Models } from '../models';

const codec = JSONCodec();
type Reply = Record<string, unknown>;

export interface RpcDeps {
  models: Models;
  accounts: Accounts;
  setup: DomainSetup;
  /** Publishes as 'domain-records': the domains tab asked. */
  ops: OpsEvents;
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

function handler<S extends z.ZodType>(schema: S, run: (req: z.output<S>) => Promise<Reply>) {
  return async (data: unknown): Promise<Reply> => {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      return {
        ok: false,
        error: {
          code: 'bad_request',
          message: parsed.error.issues.map((i) => `${i.path.join('.') || '(request)'}: ${i.message}`).join('; '),
        },
      };
    try {
      return { ok: true, ...(await run(parsed.data)) };
    } catch (err) {
      if (err instanceof UnknownAccountError) return { ok: false, error: { code: 'unknown_account', message: err.message } };
      throw err;
    }
  };
}

export function rpcHandlers(deps: RpcDeps): Record<string, (data: unknown) => Promise<Reply>> {
  const { accounts, models, ops } = deps;
  return {
    [CLOUDFLARE_RPC.setARecords]: handler(CfSetARecordsRequest, async (r) => {
      const { creds, sealed } = await credentials(accounts, r);
      const ctx = { jobId: r.jobId, teamTag: r.teamTag ?? null };
      try {
        const cf = accounts.client(creds);
        const { zone } = await cf.ensureZone(r.domain);
        await cf.setARecords(
          zone,
          r.records.map((x) => ({ name: x.name, content: x.content })),
        );
        await accounts.save(creds.email ?? '', sealed);
        const apex = r.records.find((x) => x.name === '@') ?? r.records[0];
        await models.domains.updateOne(
          { name: r.domain },
          {
            $set: { email: creds.email, zoneId: zone.id, nameServers: zone.name_servers, ipAddress: apex.content, status: 'Success' },
            $setOnInsert: { _id: crypto.randomUUID(), userId: r.actor.userId, teamTag: r.teamTag ?? null, createdAt: new Date() },
          },
          { upsert: true },
        );
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
    [CLOUDFLARE_RPC.setupDomain]: handler(CfSetupDomainRequest, async (r) => {
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

export function startRpcResponder(nc: NatsConnection, deps: RpcDeps): Subscription[] {
  return Object.entries(rpcHandlers(deps)).map(([subject, handle]) =>
    nc.subscribe(subject, {
      queue: 'cloudflare',
      callback: (err, msg) => {
        if (err) return deps.log.error({ err, subject }, 'rpc subscription error');
        let data: unknown;
        try {
          data = codec.decode(msg.data);
        } catch {
          msg.respond(codec.encode({ ok: false, error: { code: 'bad_request', message: 'body is not JSON' } }));
          return;
        }
        handle(data)
          .catch((e: unknown) => {
            deps.log.error({ err: e, subject }, 'cloudflare rpc failed');
            return { ok: false, error: { code: 'internal', message: (e as Error).message } };
          })
          .then((reply) => msg.respond(codec.encode(reply)));
      },
    }),
  );
}
