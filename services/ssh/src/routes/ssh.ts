// POST /api/ssh/background-install, GET /api/ssh/active-jobs, GET /api/ssh/job-logs/{jobId} (spec 2 §7 SSH).
// Install answers at once with the job id; the work runs as a durable job (events/install-jobs.ts).
import {
  ActiveJobsQuery,
  ActiveJobsResponse,
  BackgroundInstallBody,
  BackgroundInstallResponse,
  JobLogsParams,
  JobLogsQuery,
  JobLogsResponse,
} from '@dop/contracts/ssh';
import { notFound, type ServiceRoutes } from '@dop/service-kit';
import { publishJob } from '../events/install-jobs';
import { activeJobs } from '../lib/active-jobs';
import { checkTargets, createJob } from '../lib/create-job';
import { sshTargetPolicy } from '../lib/target-address';
import { jobView, logView } from '../lib/job-view';

export const sshRoutes: ServiceRoutes = async (app) => {
  const { models, box, config, live } = app.ssh;
  const targets = sshTargetPolicy(config);

  app.post(
    '/background-install',
    { schema: { body: BackgroundInstallBody, response: { 200: BackgroundInstallResponse } } },
    async (request) => {
      checkTargets(request.body, targets, config.SSH_PORT);
      const { userId, userName } = request.identity;
      const job = await createJob(models.jobs, box, request.body, { userId, userName });
      // Stored first: if the publish fails the job is published again when the service starts.
      try {
        await publishJob(app.js, models.jobs, job._id, { userId, userName });
      } catch (err) {
        request.log.warn({ err, jobId: job._id }, 'ssh job stored but not yet published; republished at start');
      }
      live.jobsChanged(job._id);
      return { success: true, jobId: job._id, error: null };
    },
  );

  app.get('/active-jobs', { schema: { querystring: ActiveJobsQuery, response: { 200: ActiveJobsResponse } } }, async (request) => ({
    jobs: await activeJobs(models.jobs, request.query.showAll ? null : request.identity.userId),
  }));

  app.get(
    '/job-logs/:jobId',
    { schema: { params: JobLogsParams, querystring: JobLogsQuery, response: { 200: JobLogsResponse } } },
    async (request) => {
      const { jobId } = request.params;
      const job = await models.jobs.findById(jobId, { 'servers.password': 0 }).lean();
      if (!job) throw notFound(`No SSH job ${jobId}`);
      const { afterSeq, limit } = request.query;
      const lines =
        afterSeq === undefined
          ? (await models.logs.find({ jobId }).sort({ seq: -1 }).limit(limit).lean()).reverse()
          : await models.logs
              .find({ jobId, seq: { $gt: afterSeq } })
              .sort({ seq: 1 })
              .limit(limit)
              .lean();
      return { logs: lines.map(logView), job: jobView(job) };
    },
  );
};
