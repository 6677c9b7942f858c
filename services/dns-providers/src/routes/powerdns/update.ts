// POST /api/powerdns/update (spec 2 §7): every domain through the chosen account's PowerDNS API, one
// log line per step and one DNS result per domain (operationType powerdns). The update is a change set
// (issue 30): the domains service records what each zone held, holds it over the team's threshold,
// and applies it zone by zone through dns-providers.rpc.zone-apply. `?dryRun=true` plans it only.
import { randomUUID } from 'node:crypto';
import { ChangeNotAppliedReply, DryRunQuery } from '@dop/contracts/changes';
import { PdnsUpdateBody, PdnsUpdateResponse } from '@dop/contracts/dns-providers';
import { HttpError, notAppliedAnswer, submitChange, type ServiceRoutes } from '@dop/service-kit';
import pLimit from 'p-limit';
import type { OpRun } from '../../events/ops-events';
import { PdnsClient } from '../../lib/pdns-client';
import { updatedRecords } from '../../lib/pdns-update';
import { readPdnsZone } from '../../lib/pdns-zone-step';
import { actorOf } from '../actor';

const READS_AT_ONCE = 8;

export const pdnsUpdateRoutes: ServiceRoutes = async (app) => {
  const { pdnsAccounts, ops, config, guarded } = app.dns;

  app.post(
    '/update',
    {
      schema: {
        body: PdnsUpdateBody,
        querystring: DryRunQuery,
        response: { 200: PdnsUpdateResponse, 202: ChangeNotAppliedReply },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const account = await pdnsAccounts.credentials(body.selectedAccountId).catch((err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 404) {
          throw new HttpError('not_found', err.message, [{ in: 'body', path: 'selectedAccountId', message: 'no such account' }]);
        }
        throw err;
      });
      if (!account.isActive) {
        const detail = { in: 'body', path: 'selectedAccountId', message: 'account is not active' };
        throw new HttpError('bad_request', `PowerDNS account ${account.name} is not active`, [detail]);
      }
      const run: OpRun = { actor: actorOf(request), operationType: 'powerdns', jobId: randomUUID() };
      const settings = { nsLabels: config.PDNS_NS_LABELS, ttl: config.PDNS_RECORD_TTL };
      const domains = [...new Set(body.domains)];
      const mode = body.isNovaDeploy ? 'Nova Deploy' : `backend ${body.backendServerIp ?? 'none'}`;
      await ops.line(run, null, 'info', `PowerDNS update of ${domains.length} domain(s) on account ${account.name} (${mode})`);

      // What each zone holds now: its other A records stay as they are.
      const client = new PdnsClient(account.apiUrl, account.apiKey, config.PDNS_TIMEOUT_MS, guarded);
      const limit = pLimit(READS_AT_ONCE);
      const current = await Promise.all(
        domains.map((d) => limit(async () => (await readPdnsZone(client, d).catch(() => null))?.records ?? [])),
      );
      const answer = await submitChange(app.nats, {
        source: 'powerdns-update',
        actor: run.actor,
        teamTag: null,
        steps: domains.map((domain, i) => ({
          domain,
          provider: 'powerdns' as const,
          kind: 'a-records' as const,
          target: { dnsAccountId: account.id },
          new: { records: updatedRecords(current[i], body, settings), zoneExists: true },
        })),
        confirmDomains: body.confirmDomains,
        dryRun: request.query.dryRun,
        jobId: run.jobId,
      });
      const held = notAppliedAnswer(answer);
      if (held) {
        await ops.line(run, null, 'info', `PowerDNS update ${held.body.status.replace('_', ' ')}: change ${held.body.changeId}`);
        return reply.code(held.code).send(held.body);
      }
      const results = domains.map((domain) => {
        const o = answer.outcomes.find((x) => x.domain === domain);
        return { domain, success: o?.success ?? false, message: o?.message ?? 'not applied', timestamp: new Date().toISOString() };
      });
      const successCount = results.filter((r) => r.success).length;
      await ops.line(
        run,
        null,
        successCount === results.length ? 'success' : 'warning',
        `PowerDNS update finished: ${successCount}/${results.length} succeeded`,
      );
      return { results, successCount, totalProcessed: results.length };
    },
  );
};
