// /api/hosting: Sync All Balances and the check of servers and tickets (spec 2 §2.11; the check's
// shapes are "not shown" in the spec, see @dop/contracts/hosting CheckResponse).
import { CheckResponse, SyncAllResponse } from '@dop/contracts/hosting';
import { acceptEmptyJson, type ServiceRoutes } from '@dop/service-kit';
import { checkServersAndTickets } from '../../lib/attention-check';
import { actorOf } from '../shared';

export const hostingRoutes: ServiceRoutes = async (app) => {
  const { sync, opsLog } = app.hosting;
  acceptEmptyJson(app);

  app.post('/sync-all-balances', { schema: { response: { 200: SyncAllResponse } } }, async (request) => sync.syncAll(actorOf(request)));

  app.post('/check-servers-tickets', { schema: { response: { 200: CheckResponse } } }, async (request) =>
    checkServersAndTickets(sync, opsLog, actorOf(request)),
  );
};
