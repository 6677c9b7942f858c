// POST /api/cloudflare/purge-cache (spec 2 §7): purge everything in every zone of every given
// account; the answer counts the zones. Keys given here are used for this call only.
import { PurgeCacheBody, PurgeCacheResponse } from '@dop/contracts/cloudflare';
import { HttpError, stageEvent, type ServiceRoutes } from '@dop/service-kit';
import { CloudflareError } from '../../lib/cf-errors';
import { purgeCredentials } from '../../lib/stored-credentials';

export const purgeRoutes: ServiceRoutes = async (app) => {
  const { accounts, ops } = app.cf;

  app.post('/purge-cache', { schema: { body: PurgeCacheBody, response: { 200: PurgeCacheResponse } } }, async (request) => {
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    let totalZones = 0;
    const errors: string[] = [];
    // Typed credentials are used for this call only; a stored account's key is opened here (issue 31).
    for (const account of await purgeCredentials(accounts, request.body.accounts)) {
      try {
        const cf = accounts.client({ email: account.email, apiKey: account.apiKey });
        const zones = await cf.listZones();
        for (const zone of zones) {
          await cf.purgeEverything(zone.id);
          await app.eventRelay.record(stageEvent('cloudflare.cache.purged', { domain: zone.name, zoneId: zone.id, actor }));
          totalZones += 1;
        }
        await ops.line(actor, null, 'success', `Cache purged for ${zones.length} zone(s) of ${account.email}`);
      } catch (err) {
        if (!(err instanceof CloudflareError)) throw err;
        errors.push(`${account.email}: ${err.message}`);
        await ops.line(actor, null, 'error', `Cache purge failed for ${account.email}: ${err.message}`);
      }
    }
    const n = request.body.accounts.length;
    if (errors.length === n) throw new HttpError('cloudflare_error', errors.join('; '));
    const message = `Cache purged for ${totalZones} zone(s) in ${n - errors.length} of ${n} account(s)${errors.length ? `; failed: ${errors.join('; ')}` : ''}`;
    return { success: errors.length === 0, totalZones, message };
  });
};
