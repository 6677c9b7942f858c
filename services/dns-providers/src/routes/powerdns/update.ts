// POST /api/powerdns/update (spec 2 §7): every domain through the chosen account's PowerDNS API, one
// log line per step and one DNS result per domain (operationType powerdns).
import { randomUUID } from 'node:crypto';
import { PdnsUpdateBody, PdnsUpdateResponse } from '@dop/contracts/dns-providers';
import { HttpError, stageEvent, type ServiceRoutes } from '@dop/service-kit';
import type { OpRun } from '../../events/ops-events';
import { runPdnsUpdate } from '../../lib/pdns-update';
import { actorOf } from '../actor';

export const pdnsUpdateRoutes: ServiceRoutes = async (app) => {
  const { pdnsAccounts, ops, config, guarded } = app.dns;

  app.post('/update', { schema: { body: PdnsUpdateBody, response: { 200: PdnsUpdateResponse } } }, async (request) => {
    const account = await pdnsAccounts.credentials(request.body.selectedAccountId).catch((err: unknown) => {
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
    return runPdnsUpdate(
      account,
      request.body,
      { nsLabels: config.PDNS_NS_LABELS, ttl: config.PDNS_RECORD_TTL, timeoutMs: config.PDNS_TIMEOUT_MS, dispatcher: guarded },
      {
        line: (domain, level, message) => ops.line(run, domain, level, message),
        result: async (domain, ok, message) => {
          await ops.dnsResult(run, domain, ok, message);
          if (!ok) return;
          const { proxyIps, isNovaDeploy, backendServerIp } = request.body;
          const records = [
            ...['@', 'www'].flatMap((name) => proxyIps.map((content) => ({ name, content, ttl: config.PDNS_RECORD_TTL }))),
            ...(!isNovaDeploy && backendServerIp ? [{ name: 'backend', content: backendServerIp, ttl: config.PDNS_RECORD_TTL }] : []),
          ];
          const event = {
            domain,
            provider: 'powerdns' as const,
            accountId: String(request.body.selectedAccountId),
            records,
            actor: run.actor,
          };
          await app.eventRelay.record(stageEvent('dns.zone.updated', event));
        },
      },
    );
  });
};
