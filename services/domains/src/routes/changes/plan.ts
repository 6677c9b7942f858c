// POST /api/changes/plan (issue 30): A records for many domains of the panel as a dry run: the set is
// stored with its steps and planned in the background (each domain's current records read, nothing
// applied; GET /api/changes/:id shows progress and, once planned, per domain what will change). It
// applies with POST /api/changes/:id/apply.
import { ChangeSummary, PlanRecordsBody } from '@dop/contracts/changes';
import { badRequest, notFound, type ServiceRoutes } from '@dop/service-kit';
import { changeSummary } from '../../lib/changes/change-view';
import { stepTarget } from '../../lib/changes/step-target';

export const planRoute: ServiceRoutes = async (app) => {
  const { models, changes, planner } = app.domains;

  app.post('/plan', { schema: { body: PlanRecordsBody, response: { 202: ChangeSummary } } }, async (request, reply) => {
    const names = [...new Set(request.body.domains)];
    const rows = await models.domains.find({ name: { $in: names } }).lean();
    const missing = names.filter((n) => !rows.some((r) => r.name === n));
    if (missing.length) throw notFound(`Not domains of this panel: ${missing.join(', ')}`);
    const noAccount = rows.filter((r) => !r.useCloudflare && (!r.registrar || !r.accountId)).map((r) => r.name);
    if (noAccount.length) throw badRequest(`No registrar account (choose one in the edit dialog first): ${noAccount.join(', ')}`);
    const records = request.body.records.map((r) => ({ name: r.name, content: r.content, ttl: r.ttl }));
    const set = await changes.create(
      {
        source: 'bulk-records',
        createdBy: { userId: request.identity.userId, userName: request.identity.userName ?? null },
        teamTag: null,
        steps: names.map((n) => ({
          ...stepTarget(rows.find((r) => r.name === n)!),
          old: null,
          new: { records },
          status: 'pending',
          answer: null,
        })),
      },
      'planning',
    );
    void planner
      .plan(set._id)
      .catch((err: unknown) => request.log.error({ err, changeId: String(set._id) }, 'plan not finished; it is resumed'));
    return reply.code(202).send(changeSummary(set));
  });
};
