// The billing routes as a test calls them through app.inject(), signed as a user.
import type { PurchaseJobView } from '@dop/contracts/billing';
import { waitFor } from '@dop/service-testing';
import { ALICE, as, type Harness } from './harness';

type User = typeof ALICE;

export function billingApi(h: Harness) {
  const app = () => h.billing.app;
  const api = {
    purchase: (payload: unknown, user: User = ALICE) =>
      app().inject({ method: 'POST', url: '/api/billing/purchase', headers: as(user), payload: payload as object }),
    job: async (jobId: string, user: User = ALICE) =>
      app().inject({ method: 'GET', url: `/api/billing/purchase/${jobId}`, headers: as(user) }),
    results: (query: string, user: User = ALICE) =>
      app().inject({ method: 'GET', url: `/api/billing/results?${query}`, headers: as(user) }),
    checkPrices: (payload: unknown, user: User = ALICE) =>
      app().inject({ method: 'POST', url: '/api/billing/check-prices', headers: as(user), payload: payload as object }),
    /** Waits until the job reaches one of `statuses`; returns its view. */
    /** Waits until the job reaches one of `statuses`; returns its view. */
    waitJob: (jobId: string, statuses: string[], timeoutMs = 60_000) =>
      waitFor(
        async () => {
          const view = (await api.job(jobId)).json<PurchaseJobView>();
          return statuses.includes(view.status) ? view : null;
        },
        { timeoutMs, intervalMs: 25, what: `job ${jobId} ${statuses.join('/')}` },
      ),
  };
  return api;
}
