// Every /api/cloudflare route (gateway route table: /api/cloudflare → this service).
import type { ServiceRoutes } from '@dop/service-kit';
import { accountsRoutes } from './accounts';
import { addRoutes } from './add';
import { currentRoutes } from './current';
import { deleteRoutes } from './delete';
import { purgeRoutes } from './purge';
import { updateRecordsRoutes } from './update-records';

export const cloudflareRoutes: ServiceRoutes = async (app) => {
  await app.register(addRoutes);
  await app.register(updateRecordsRoutes);
  await app.register(currentRoutes);
  await app.register(purgeRoutes);
  await app.register(deleteRoutes);
  await app.register(accountsRoutes);
};
