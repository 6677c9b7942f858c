// /api/domains: list and tags, bulk add and its jobs, records, edit/delete and the DNS actions.
import type { ServiceRoutes } from '@dop/service-kit';
import { bulkRoutes } from './bulk';
import { editRoutes } from './edit';
import { listRoutes } from './list';
import { recordsRoutes } from './records';

export const domainRoutes: ServiceRoutes = async (app) => {
  await app.register(listRoutes);
  await app.register(bulkRoutes);
  await app.register(recordsRoutes);
  await app.register(editRoutes);
};
