// /api/billing/*: purchase jobs, price checks, results.
import type { ServiceRoutes } from '@dop/service-kit';
import { checkPricesRoutes } from './check-prices';
import { purchaseRoutes } from './purchase';
import { resultsRoutes } from './results';

export const billingRoutes: ServiceRoutes = async (app) => {
  await app.register(purchaseRoutes);
  await app.register(checkPricesRoutes);
  await app.register(resultsRoutes);
};
