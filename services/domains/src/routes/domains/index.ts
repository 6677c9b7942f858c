// /api/domains: list, bulk add and its jobs, bulk delete and tags, records, edit/delete, the DNS actions and exports.
import type { ServiceRoutes } from '@dop/service-kit';
import { bulkActionRoutes } from './bulk-actions';
import { bulkRoutes } from './bulk';
import { editRoutes } from './edit';
import { exportRoutes } from './export';
import { listRoutes } from './list';
import { nameserverRoutes } from './nameservers';
import { recordsRoutes } from './records';

export const domainRoutes: ServiceRoutes = async (app) => {
  await app.register(listRoutes);
  await app.register(bulkRoutes);
  await app.register(bulkActionRoutes);
  await app.register(recordsRoutes);
  await app.register(editRoutes);
  await app.register(nameserverRoutes);
  await app.register(exportRoutes);
};
