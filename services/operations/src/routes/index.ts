// Every HTTP route of the operations service.
import type { AnswerCache, ServiceRoutes } from '@dop/service-kit';
import { CountCache } from '../lib/count-cache';
import { rebuildActivity, type ActivityThrottle } from '../events/activity-writer';
import type { DomainActivityModel } from '../models/domain-activity-model';
import type { LogModel } from '../models/log-model';
import type { ResultModel } from '../models/result-model';
import type { UserModel } from '../models/user-model';
import { clearRoutes } from './clear/clear-routes';
import { getLogsRoute } from './logs/get-logs';
import { getOperationDomainsRoute } from './operation-domains/get-operation-domains';
import { getResultsRoute } from './results/get-results';

export const operationsRoutes =
  (
    models: { logs: LogModel; results: ResultModel; activity: DomainActivityModel; users: UserModel },
    throttle: ActivityThrottle,
    /** Cached GET answers; the service invalidates it whenever its consumers write. */
    answers: AnswerCache,
  ): ServiceRoutes =>
  async (app) => {
    const resultTotals = new CountCache();
    await app.register(getLogsRoute(models.logs, models.users, answers));
    await app.register(getResultsRoute(models.results, resultTotals, answers));
    await app.register(getOperationDomainsRoute(models.logs, models.activity, models.users));
    await app.register(
      clearRoutes(models, async (collection, userId) => {
        answers.invalidate();
        if (collection === 'results') resultTotals.invalidate();
        else await rebuildActivity(models.activity, models.logs, throttle, userId);
      }),
    );
  };
