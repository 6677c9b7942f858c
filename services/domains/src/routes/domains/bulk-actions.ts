// POST /api/domains/bulk-delete and POST /api/domains/update-tags (issue 31): bulk actions on the
// selected domains, each a job with a log line per domain (lib/bulk-actions.ts). Delete answers at once
// and the progress view follows the job; a tag update is one quick write per domain, so it answers when done.
import { BulkActionResponse, BulkDeleteBody, UpdateTagsBody, UpdateTagsResponse } from '@dop/contracts/domains';
import type { ServiceRoutes } from '@dop/service-kit';
import { createBulkJob, resumeBulkActions, runBulkAction, selectedDomains, type BulkActionContext } from '../../lib/bulk-actions';

export const bulkActionRoutes: ServiceRoutes = async (app) => {
  const context = (): BulkActionContext => ({
    models: app.domains.models,
    ops: app.domains.ops,
    search: app.domains.search,
    db: app.mongo.db!,
    nudge: () => app.eventRelay.nudge(),
  });
  const actorOf = (request: { identity: { userId: string; userName?: string } }) => ({
    userId: request.identity.userId,
    userName: request.identity.userName,
  });

  // Jobs a stopped process left open finish now, after the answer to start-up (not blocking readiness).
  app.addHook('onReady', async () => {
    setImmediate(() => {
      resumeBulkActions(context()).catch((err: unknown) => app.log.error({ err }, 'open bulk delete/tag jobs not resumed'));
    });
  });

  app.post('/bulk-delete', { schema: { body: BulkDeleteBody, response: { 200: BulkActionResponse } } }, async (request) => {
    const ctx = context();
    const actor = actorOf(request);
    const { found, missing } = await selectedDomains(ctx.models, request.body.ids, 'ids');
    const { jobId, items } = await createBulkJob(ctx, actor, { kind: 'delete' }, found);
    setImmediate(() => {
      runBulkAction(ctx, actor, jobId, { kind: 'delete' }, items).catch((err: unknown) =>
        app.log.error({ err, jobId }, 'bulk delete stopped'),
      );
    });
    return { jobId, total: items.length, missing };
  });

  app.post('/update-tags', { schema: { body: UpdateTagsBody, response: { 200: UpdateTagsResponse } } }, async (request) => {
    const ctx = context();
    const actor = actorOf(request);
    const action = { kind: 'tags' as const, teamTag: request.body.teamTag };
    const { found } = await selectedDomains(ctx.models, request.body.domainIds, 'domainIds');
    const { jobId, items } = await createBulkJob(ctx, actor, action, found);
    const { changed } = await runBulkAction(ctx, actor, jobId, action, items);
    return { updated: changed, jobId };
  });
};
