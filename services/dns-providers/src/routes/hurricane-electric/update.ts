// POST /api/hurricane-electric/update-dns and /check-all-limits (spec 2 §7): dns.he.net automation
// through each account's proxy, traced as hurricane-electric logs and results.
import { randomUUID } from 'node:crypto';
import { CheckLimitsResponse, HeUpdateBody, HeUpdateResponse } from '@dop/contracts/dns-providers';
import { HttpError, stageEvent, type ServiceRoutes } from '@dop/service-kit';
import type { OpRun } from '../../events/ops-events';
import { countZones, runHeUpdate } from '../../lib/he/update';
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

  app.post('/update-dns', { schema: { body: HeUpdateBody, response: { 200: HeUpdateResponse } } }, async (request) => {
    const account = await heAccounts.credentials(request.body.accountId).catch((err: unknown) => {
      throw field(err);
    });
    if (!account.isActive) {
      throw new HttpError('bad_request', `Account ${account.name} is not active`, [
        { in: 'body', path: 'accountId', message: 'account is not active' },
      ]);
    }
    const run: OpRun = { actor: actorOf(request), operationType: 'hurricane-electric', jobId: randomUUID() };
    const { results, domainsUsed } = await runHeUpdate(account, request.body, site, {
      line: (domain, level, message) => ops.line(run, domain, level, message),
      result: async (domain, ok, message) => {
        await ops.dnsResult(run, domain, ok, message);
        if (!ok) return;
        const records = ['@', 'www'].map((name) => ({ name, content: request.body.ipAddress, ttl: request.body.ttl }));
        const event = { domain, provider: 'hurricane-electric' as const, accountId: String(account.id), records, actor: run.actor };
        await app.eventRelay.record(stageEvent('dns.zone.updated', event));
      },
    });
    if (domainsUsed !== null) await heAccounts.recordUsage(account.id, domainsUsed);
    const ok = results.filter((r) => r.success).length;
    await ops.line(
      run,
      null,
      ok === results.length ? 'success' : 'warning',
      `Hurricane Electric update finished: ${ok}/${results.length} succeeded`,
    );
    return { results };
  });

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
