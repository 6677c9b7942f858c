// POST /api/changes/import/bind (issue 30): a BIND zone file's A records for one domain, planned like
// any change (the host's current records read, nothing applied; POST /:id/apply then goes through the
// threshold). Records of other types are listed as skipped with their line numbers; a file with a bad
// line is refused whole (400 naming each line and why) and plans nothing.
import { ImportBindBody, ImportBindReply } from '@dop/contracts/changes';
import { badRequest, notFound, type ServiceRoutes } from '@dop/service-kit';
import { changeSummary } from '../../lib/changes/change-view';
import { stepTarget } from '../../lib/changes/step-target';
import { importZone } from '../../lib/io/bind-import';
import { refusedFile } from '../../lib/io/refused-file';

export const importRoutes: ServiceRoutes = async (app) => {
  const { models, changes, planner } = app.domains;

  app.post('/import/bind', { schema: { body: ImportBindBody, response: { 202: ImportBindReply } } }, async (request, reply) => {
    const { domain: name, zone } = request.body;
    const domain = await models.domains.findOne({ name }).lean();
    if (!domain) throw notFound(`Not a domain of this panel: ${name}`);
    if (!domain.useCloudflare && (!domain.registrar || !domain.accountId))
      throw badRequest(`${name} has no registrar account; choose one in the edit dialog first`);
    const read = await importZone(name, zone);
    if (read.problems.length) throw refusedFile('zone file', read.problems, { skipped: read.skipped });
    const set = await changes.create(
      {
        source: 'bind-import',
        createdBy: { userId: request.identity.userId, userName: request.identity.userName ?? null },
        teamTag: domain.teamTag ?? null,
        steps: [{ ...stepTarget(domain), old: null, new: { records: read.records }, status: 'pending', answer: null }],
      },
      'planning',
    );
    void planner
      .plan(set._id)
      .catch((err: unknown) => request.log.error({ err, changeId: String(set._id) }, 'plan not finished; it is resumed'));
    return reply.code(202).send({ ...changeSummary(set), skipped: read.skipped });
  });
};
