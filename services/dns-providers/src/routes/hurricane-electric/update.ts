// POST /api/hurricane-electric/update-dns and /check-all-limits (spec 2 §7): dns.he.net automation
// through each account's proxy, traced as hurricane-electric logs and results. An update is a change
// set (issue 30): the domains service records what each zone held, holds it over the team's threshold
// and applies it zone by zone through dns-providers.rpc.zone-apply. `?dryRun=true` plans it only.
import { randomUUID } from 'node:crypto';
import { ChangeNotAppliedReply, DryRunQuery } from '@dop/contracts/changes';
import { CheckLimitsResponse, HeUpdateBody, HeUpdateResponse } from '@dop/contracts/dns-providers';
import type { EventARecord } from '@dop/contracts/domain-events';
import { HttpError, notAppliedAnswer, submitChange, type ServiceRoutes } from '@dop/service-kit';
import type { OpRun } from '../../events/ops-events';
import { formTtl, HeRefusal } from '../../lib/he/client';
import { HeTransportError } from '../../lib/he/session';
import { countZones, readHeZone, withHeSession } from '../../lib/he/zone-step';
import { actorOf } from '../actor';

const field = (err: unknown) => {
  if (err instanceof HttpError && err.statusCode === 404) {
    return new HttpError('not_found', err.message, [{ in: 'body', path: 'accountId', message: 'no such account' }]);
  }
  return err;
};

export const heUpdateRoutes: ServiceRoutes = async (app) => {
  const { heAccounts, ops, config, egress } = app.dns;
  const site = { baseUrl: config.HE_DNS_URL, timeoutMs: config.HE_TIMEOUT_MS, egress };

  app.post(
    '/update-dns',
    { schema: { body: HeUpdateBody, querystring: DryRunQuery, response: { 200: HeUpdateResponse, 202: ChangeNotAppliedReply } } },
    async (request, reply) => {
      const { body } = request;
      const account = await heAccounts.credentials(body.accountId).catch((err: unknown) => {
        throw field(err);
      });
      if (!account.isActive) {
        throw new HttpError('bad_request', `Account ${account.name} is not active`, [
          { in: 'body', path: 'accountId', message: 'account is not active' },
        ]);
      }
      const run: OpRun = { actor: actorOf(request), operationType: 'hurricane-electric', jobId: randomUUID() };
      const domains = [...new Set(body.domains)];
      const ttl = formTtl(body.ttl);
      const via = account.proxy ? ` via proxy ${account.proxy.server}` : '';
      await ops.line(run, null, 'info', `Hurricane Electric: logging in as ${account.email} (${account.name})${via}`);
      if (ttl !== body.ttl) await ops.line(run, null, 'info', `TTL ${body.ttl} is not offered by dns.he.net; using ${ttl}`);
      const finished = async (results: HeUpdateResponse['results']) => {
        const ok = results.filter((r) => r.success).length;
        const level = ok === results.length ? 'success' : 'warning';
        await ops.line(run, null, level, `Hurricane Electric update finished: ${ok}/${results.length} succeeded`);
        return { results };
      };
      // What each zone holds now (one login): its A records under other names stay as they are.
      let current: Map<string, EventARecord[]>;
      try {
        current = await withHeSession(account, site, async (client) => {
          await ops.line(run, null, 'info', `Logged in; ${client.zones().size} zone(s) on the account`);
          const read = new Map<string, EventARecord[]>();
          for (const d of domains) read.set(d, (await readHeZone(client, d)).records);
          return read;
        });
      } catch (err) {
        if (!(err instanceof HeRefusal || err instanceof HeTransportError)) throw err;
        // Login or the session failed: nothing can change, every domain fails with that reason.
        const results = [];
        for (const domain of domains) {
          await ops.line(run, domain, 'error', `Failed: ${domain}: ${err.message}`);
          await ops.dnsResult(run, domain, false, err.message);
          results.push({ domain, success: false, message: err.message, timestamp: new Date().toISOString() });
        }
        return finished(results);
      }
      const managed = new Set(['@', 'www']);
      const answer = await submitChange(app.nats, {
        source: 'he-update',
        actor: run.actor,
        teamTag: null,
        steps: domains.map((domain) => ({
          domain,
          provider: 'hurricane-electric' as const,
          kind: 'a-records' as const,
          target: { dnsAccountId: account.id },
          new: {
            records: [
              ...(current.get(domain) ?? []).filter((r) => !managed.has(r.name)),
              ...['@', 'www'].map((name) => ({ name, content: body.ipAddress, ttl })),
            ],
            zoneExists: true,
          },
        })),
        confirmDomains: body.confirmDomains,
        dryRun: request.query.dryRun,
        jobId: run.jobId,
      });
      const held = notAppliedAnswer(answer);
      if (held) return reply.code(held.code).send(held.body);
      return finished(
        domains.map((domain) => {
          const o = answer.outcomes.find((x) => x.domain === domain);
          return { domain, success: o?.success ?? false, message: o?.message ?? 'not applied', timestamp: new Date().toISOString() };
        }),
      );
    },
  );

  app.post('/check-all-limits', { schema: { response: { 200: CheckLimitsResponse } } }, async (request) => {
    const run: OpRun = { actor: actorOf(request), operationType: 'hurricane-electric', jobId: randomUUID() };
    const parts: string[] = [];
    const failed: string[] = [];
    // Sequential on purpose: dns.he.net has no published rate limit, so one session at a time.
    for (const id of await heAccounts.activeIds()) {
      const account = await heAccounts.credentials(id);
      try {
        const used = await countZones(account, site);
        await heAccounts.recordUsage(id, used);
        parts.push(`${account.name} ${used}/${account.domainsLimit}`);
      } catch (err) {
        failed.push(`${account.name} (${(err as Error).message})`);
      }
    }
    const message = `Checked ${parts.length} account(s)${parts.length ? `: ${parts.join(', ')}` : ''}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`;
    await ops.line(run, null, failed.length ? 'warning' : 'info', `Domain limits: ${message}`);
    return { message, accounts: await heAccounts.list() };
  });
};
