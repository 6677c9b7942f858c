// The clear endpoints of spec 2 §7. They remove the caller's own rows of one operation type, or
// everyone's when showAll is on (query or body; the spec does not show the body).
import { ClearBody, ClearQuery, ClearResponse, type OperationType } from '@dop/contracts/ops';
import type { ServiceRoutes } from '@dop/service-kit';
import { ownerFilter } from '../../lib/scope';

interface ClearTarget {
  path: string;
  collection: 'logs' | 'results';
  operationType: OperationType;
}

export const CLEAR_TARGETS: ClearTarget[] = [
  { path: '/api/logs/clear-domain-records', collection: 'logs', operationType: 'domain-records' },
  { path: '/api/results/clear-domain-records', collection: 'results', operationType: 'domain-records' },
  { path: '/api/logs/clear-cloudflare', collection: 'logs', operationType: 'cloudflare' },
  { path: '/api/results/clear-cloudflare', collection: 'results', operationType: 'cloudflare' },
  { path: '/api/logs/clear-env-check', collection: 'logs', operationType: 'env_check' },
];

/** Both collections have userId and operationType, which is all a clear filters on. */
interface Deletable {
  deleteMany(filter: { operationType: OperationType; userId?: string }): PromiseLike<{ deletedCount: number }>;
}

export const clearRoutes =
  (
    models: Record<ClearTarget['collection'], Deletable>,
    /** Keeps derived data (cached totals, domain activity) in step; userId undefined = everyone's. */
    onCleared: (collection: ClearTarget['collection'], userId: string | undefined) => Promise<void>,
  ): ServiceRoutes =>
  async (app) => {
    for (const target of CLEAR_TARGETS) {
      app.post(target.path, { schema: { querystring: ClearQuery, body: ClearBody, response: { 200: ClearResponse } } }, async (request) => {
        const showAll = request.query.showAll ?? request.body?.showAll ?? false;
        const filter = { operationType: target.operationType, ...ownerFilter(request.identity.userId, showAll) };
        const { deletedCount } = await models[target.collection].deleteMany(filter);
        // Cached totals and domain activity must not outlive the rows they came from.
        if (deletedCount > 0) await onCleared(target.collection, filter.userId);
        return { success: true as const, deleted: deletedCount };
      });
    }
  };
