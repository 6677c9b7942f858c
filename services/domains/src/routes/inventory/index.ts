// /api/inventory (issue 29): import and sync jobs, checks and health. Role rules are in
// contracts/access/route-rules.ts (import and check: admin and operator; health: every member).
import type { ServiceRoutes } from '@dop/service-kit';
import { fixRoutes } from './fix';
import { healthRoutes } from './health';
import { importRoutes } from './import';

export const inventoryRoutes: ServiceRoutes = async (app) => {
  await app.register(importRoutes);
  await app.register(healthRoutes);
  await app.register(fixRoutes);
};
