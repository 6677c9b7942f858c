// GET /api/cloudflare/current?domain=: a zone's A records and SSL mode as Cloudflare holds them now,
// and whether that differs from what the panel last applied: the update dialog's preview (issue 30).
import { CurrentZoneQuery, CurrentZoneReply } from '@dop/contracts/cloudflare';
import { notFound, type ServiceRoutes } from '@dop/service-kit';
import { UnknownAccountError } from '../../lib/accounts';
import { CloudflareError } from '../../lib/cf-errors';

export const currentRoutes: ServiceRoutes = async (app) => {
  const { models, accounts } = app.cf;

  app.get('/current', { schema: { querystring: CurrentZoneQuery, response: { 200: CurrentZoneReply } } }, async (request) => {
    const name = request.query.domain.toLowerCase();
    const row = await models.domains.findOne({ name }).lean();
    if (!row) throw notFound(`Not a CloudFlare domain of this panel: ${name}`);
    const panel = { ipAddress: row.ipAddress ?? null, sslMode: row.sslMode ?? null };
    try {
      const cf = accounts.client(await accounts.saved(row.email));
      const zone = await cf.findZone(name);
      if (!zone) throw new CloudflareError(404, null, `zone ${name} not found in ${row.email}`);
      const [records, sslMode] = await Promise.all([cf.aRecords(zone), cf.sslMode(zone.id)]);
      const apex = records.find((r) => r.name === '@')?.content ?? null;
      const differsFromPanel =
        (panel.ipAddress !== null && apex !== panel.ipAddress) || (panel.sslMode !== null && sslMode !== panel.sslMode);
      return { domain: name, records, sslMode, reason: null, panel, differsFromPanel };
    } catch (err) {
      if (!(err instanceof CloudflareError) && !(err instanceof UnknownAccountError)) throw err;
      return { domain: name, records: null, sslMode: null, reason: err.message, panel, differsFromPanel: false };
    }
  });
};
