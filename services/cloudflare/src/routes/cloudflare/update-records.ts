// POST /api/cloudflare/update-records (spec 2 §2.5, §7): the 'A записи' tab sends ipAddress, the
// 'SSL режим' tab sends sslMode, for domains of the tab; the saved account's key is used. A Cloudflare
// error is the answer's message (502) and the domain's result row.
import { SuccessMessage, UpdateRecordsBody } from '@dop/contracts/cloudflare';
import { HttpError, notFound, pushEvents, stageEvent, type PendingEvent, type ServiceRoutes } from '@dop/service-kit';
import { UnknownAccountError } from '../../lib/accounts';
import { CloudflareError } from '../../lib/cf-errors';
import { apexAndWww } from '../../lib/domain-setup';

export const updateRecordsRoutes: ServiceRoutes = async (app) => {
  const { models, accounts, ops } = app.cf;

  app.post('/update-records', { schema: { body: UpdateRecordsBody, response: { 200: SuccessMessage } } }, async (request) => {
    const { domains, ipAddress, sslMode } = request.body;
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    const rows = await models.domains.find({ name: { $in: domains } }).lean();
    const missing = domains.filter((d) => !rows.some((r) => r.name === d));
    if (missing.length) throw notFound(`Not CloudFlare domains of this panel: ${missing.join(', ')}`);
    const errors: string[] = [];
    for (const row of rows) {
      const what = [ipAddress ? `A records → ${ipAddress}` : null, sslMode ? `SSL → ${sslMode}` : null].filter(Boolean).join(', ');
      try {
        const cf = accounts.client(await accounts.saved(row.email));
        const zone =
          (row.zoneId && { id: row.zoneId, name: row.name, status: '', name_servers: row.nameServers }) || (await cf.findZone(row.name));
        if (!zone) throw new CloudflareError(404, null, `zone ${row.name} not found in ${row.email}`);
        // The events go out with the write that stores the change (the outbox relay publishes them).
        const events: PendingEvent[] = [];
        if (ipAddress) {
          const records = apexAndWww(ipAddress);
          const old = await cf.setARecords(zone, records);
          events.push(stageEvent('cloudflare.records.changed', { domain: row.name, zoneId: zone.id, old, new: records, actor }));
        }
        if (sslMode) {
          await cf.setSslMode(zone.id, sslMode);
          const old = row.sslMode ?? null;
          if (old !== sslMode) events.push(stageEvent('cloudflare.ssl.changed', { domain: row.name, zoneId: zone.id, old, new: sslMode, actor }));
        }
        await models.domains.updateOne(
          { _id: row._id },
          {
            $set: { ...(ipAddress ? { ipAddress } : {}), ...(sslMode ? { sslMode } : {}), status: 'Success' },
            ...(events.length ? pushEvents(...events) : {}),
          },
        );
        if (events.length) app.eventRelay.nudge();
        await ops.line(actor, row.name, 'success', `${row.name} updated: ${what}`);
        await ops.result(actor, row.name, { cloudflare: 'Success' }, `${row.name} updated: ${what}`, { teamTag: row.teamTag });
      } catch (err) {
        if (!(err instanceof CloudflareError) && !(err instanceof UnknownAccountError)) throw err;
        const message = `${row.name}: ${err.message}`;
        errors.push(message);
        await ops.line(actor, row.name, 'error', `Update failed (${what}): ${message}`);
        await ops.result(actor, row.name, { cloudflare: 'Failed' }, message, { teamTag: row.teamTag });
      }
    }
    if (errors.length) throw new HttpError('cloudflare_error', errors.join('; '));
    return { success: true, message: `Updated ${rows.length} domain(s)` };
  });
};
