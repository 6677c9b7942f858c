// POST /api/billing/purchase answers 202 at once with the job id (its checks may take minutes at a
// rate-limited registrar); GET /api/billing/purchase/:jobId tells the page whether it was refused.
import { JobParams, PurchaseAccepted, PurchaseBody, PurchaseJobView } from '@dop/contracts/billing';
import { notFound, type ServiceRoutes } from '@dop/service-kit';
import { createPurchaseJob } from '../../lib/create-job';
import { jobView } from '../../lib/job-view';

export const purchaseRoutes: ServiceRoutes = async (app) => {
  const { models, rpc, ops } = app.billing;

  app.post('/purchase', { schema: { body: PurchaseBody, response: { 202: PurchaseAccepted } } }, async (request, reply) => {
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    return reply.code(202).send(await createPurchaseJob(models, rpc, ops, request.body, actor));
  });

  app.get('/purchase/:jobId', { schema: { params: JobParams, response: { 200: PurchaseJobView } } }, async (request) => {
    const job = await models.jobs.findById(request.params.jobId).lean();
    // Another user's job is as unknown as a missing one.
    if (!job || job.userId !== request.identity.userId) throw notFound(`Purchase job ${request.params.jobId} not found`);
    return jobView(models, job);
  });
};
