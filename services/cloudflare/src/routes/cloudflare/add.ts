// POST /api/cloudflare/domains (spec 2 §7): add or move domains as a job; the answer names the job and
// the skipped duplicates at once, the work shows up in the logs and results panels.
import { AddCloudflareDomainsBody, AddCloudflareDomainsResponse } from '@dop/contracts/cloudflare';
import type { ServiceRoutes } from '@dop/service-kit';
import { withStoredAccounts } from '../../lib/stored-credentials';

export const addRoutes: ServiceRoutes = async (app) => {
  app.post('/domains', { schema: { body: AddCloudflareDomainsBody, response: { 200: AddCloudflareDomainsResponse } } }, async (request) => {
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    // A stored account named by id (issue 31) becomes its credentials here; typed ones pass as they are.
    return app.cf.jobs.start(await withStoredAccounts(app.cf.accounts, request.body), actor);
  });
};
