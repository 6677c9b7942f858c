// POST /api/cloudflare/domains/delete: the tab's bulk delete. Each zone is deleted at Cloudflare with
// its saved account's key, then the row goes; a zone Cloudflare no longer has is deleted here too.
import { DeleteDomainsBody, DeleteDomainsResponse } from '@dop/contracts/cloudflare';
import { stageEvent, type ServiceRoutes } from '@dop/service-kit';
import { UnknownAccountError } from '../../lib/accounts';
import { CloudflareError } from '../../lib/cf-errors';

export const deleteRoutes: ServiceRoutes = async (app) => {
  const { models, accounts, ops } = app.cf;

  app.post('/domains/delete', { schema: { body: DeleteDomainsBody, response: { 200: DeleteDomainsResponse } } }, async (request) => {
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    const rows = await models.domains.find({ _id: { $in: request.body.ids } }).lean();
    const errors: string[] = [];
    let deleted = 0;
    for (const row of rows) {
      try {
        const cf = accounts.client(await accounts.saved(row.email));
        const zoneId = row.zoneId ?? (await cf.findZone(row.name))?.id;
        let gone = false;
        if (zoneId)
          await cf.deleteZone(zoneId).then(
            () => void (gone = true),
            (err: unknown) => {
              // 7003 / 404: the zone is already gone at Cloudflare.
              if (!(err instanceof CloudflareError && err.status === 404)) throw err;
            },
          );
        if (gone && zoneId) await app.eventRelay.record(stageEvent('cloudflare.zone.deleted', { domain: row.name, zoneId, actor }));
        await models.domains.deleteOne({ _id: row._id });
        deleted += 1;
        await ops.line(actor, row.name, 'success', `Zone of ${row.name} deleted from ${row.email}`);
        await ops.result(actor, row.name, { cloudflare: 'Deleted' }, `Zone deleted from ${row.email}`, { teamTag: row.teamTag });
      } catch (err) {
        if (!(err instanceof CloudflareError) && !(err instanceof UnknownAccountError)) throw err;
        errors.push(`${row.name}: ${err.message}`);
        await ops.line(actor, row.name, 'error', `Zone of ${row.name} not deleted: ${err.message}`);
      }
    }
    const unknown = request.body.ids.length - rows.length;
    if (unknown) errors.push(`${unknown} id(s) not found`);
    return {
      success: errors.length === 0,
      deleted,
      errors,
      message: `Deleted ${deleted} domain(s)${errors.length ? `; ${errors.length} failed` : ''}`,
    };
  });
};
