// POST /api/domains/bulk answers at once; GET /api/domains/bulk/jobs[/:jobId] report each job's
// progress (done, failed, pending) for the progress view.
import { BulkAddBody, BulkAddResponse, BulkJobDto, BulkJobsResponse } from '@dop/contracts/domains';
import { QueryBoolean } from '@dop/contracts/common';
import { notFound, type ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';
import { bulkAdd, jobWork } from '../../lib/bulk-add';
import { bulkRecordsDecision, bulkRecordsHook } from '../../lib/changes/bulk-add-change';
import { confirmationNeeded } from '../../lib/changes/change-gate';
import { jobProgress } from '../../lib/job-progress';

export const bulkRoutes: ServiceRoutes = async (app) => {
  const ctx = app.domains;

  app.post('/bulk', { schema: { body: BulkAddBody, response: { 200: BulkAddResponse } } }, async (request) => {
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    const onPublishError = (err: unknown) => app.log.error({ err }, 'bulk job messages not published');
    // Record updates over the team's threshold wait for a second admin; a single admin types the count first.
    const work = jobWork(request.body, (plain) => plain);
    const decision = await bulkRecordsDecision(ctx.rpc, work, [...new Set(request.body.domains)], request.body.confirmDomains);
    if (decision.kind === 'confirm') throw confirmationNeeded(decision);
    const onRecords = bulkRecordsHook({ changes: ctx.changes, rpc: ctx.rpc, log: request.log }, actor, decision);
    const { names, ...answer } = await bulkAdd(
      ctx.models,
      app.js,
      request.body,
      actor,
      onPublishError,
      ctx.search,
      ctx.box,
      () => app.eventRelay.nudge(),
      onRecords,
    );
    if (answer.jobId) {
      const note = `Bulk add of ${names.length} domain(s) queued${answer.skipped ? `, ${answer.skipped} skipped (already exist)` : ''}`;
      await ctx.ops.line(actor, null, 'info', note, answer.jobId);
    }
    return answer;
  });

  app.get(
    '/bulk/jobs',
    { schema: { querystring: z.object({ showAll: QueryBoolean.default(false) }), response: { 200: BulkJobsResponse } } },
    async (request) => {
      const filter = request.query.showAll ? {} : { userId: request.identity.userId };
      const jobs = await ctx.models.jobs.find(filter).sort({ createdAt: -1 }).limit(10).lean();
      return { jobs: await Promise.all(jobs.map((j) => jobProgress(ctx.models, j))) };
    },
  );

  app.get(
    '/bulk/jobs/:jobId',
    { schema: { params: z.object({ jobId: z.string().min(1).max(64) }), response: { 200: BulkJobDto } } },
    async (request) => {
      const job = await ctx.models.jobs.findById(request.params.jobId).lean();
      if (!job) throw notFound(`Job ${request.params.jobId} not found`);
      return jobProgress(ctx.models, job);
    },
  );
};
