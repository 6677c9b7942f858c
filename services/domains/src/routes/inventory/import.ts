// POST /api/inventory/import/:registrar/:accountId starts an import job (issue 29) and answers it at
// once; GET /api/inventory/jobs[/:jobId] report how far inventory jobs are.
import { InventoryImportBody, InventoryImportParams, InventoryJobDto, InventoryJobParams } from '@dop/contracts/inventory';
import { REGISTRARS, Registrar } from '@dop/contracts/registrars';
import { badRequest, HttpError, notFound, type ServiceRoutes } from '@dop/service-kit';
import { NoResponderError, RpcTimeoutError } from '../../lib/rpc-client';
import { z } from 'zod';
import { jobView } from '../../lib/inventory/job-view';

export const importRoutes: ServiceRoutes = async (app) => {
  const { models, ops } = app.domains;

  app.post(
    '/import/:registrar/:accountId',
    { schema: { params: InventoryImportParams, body: InventoryImportBody, response: { 202: InventoryJobDto } } },
    async (request, reply) => {
      const parsed = Registrar.safeParse(request.params.registrar);
      if (!parsed.success) throw badRequest(`registrar: must be one of ${REGISTRARS.join(', ')}`);
      const registrar = parsed.data;
      const { accountId } = request.params;
      const accounts = await app.inventory.registrars.activeAccounts(true).catch((err: unknown) => {
        if (err instanceof NoResponderError || err instanceof RpcTimeoutError)
          throw HttpError.of('service_unavailable', { service: 'registrars' });
        throw err;
      });
      if (!accounts.some((a) => a.registrar === registrar && a.accountId === accountId)) {
        throw notFound(`No ${registrar} account ${accountId}`);
      }
      const actor = { userId: request.identity.userId, userName: request.identity.userName };
      const job = await app.inventory.createJob({ kind: 'import', registrar, accountId, teamTag: request.body.teamTag, actor });
      await ops.line(actor, null, 'info', `Import of ${registrar} #${accountId} queued (team tag ${request.body.teamTag})`, job._id);
      return reply.code(202).send(jobView(job));
    },
  );

  app.get('/jobs', { schema: { response: { 200: z.object({ jobs: z.array(InventoryJobDto) }) } } }, async () => {
    const jobs = await models.inventoryJobs.find({}, { ids: 0 }).sort({ createdAt: -1 }).limit(20).lean();
    return { jobs: jobs.map(jobView) };
  });

  app.get('/jobs/:jobId', { schema: { params: InventoryJobParams, response: { 200: InventoryJobDto } } }, async (request) => {
    const job = await models.inventoryJobs.findById(request.params.jobId, { ids: 0 }).lean();
    if (!job) throw notFound(`Job ${request.params.jobId} not found`);
    return jobView(job);
  });
};
