// Builds the domains service (never listens; tests use app.inject()): routes, the bulk-add worker
// and the consumer that keeps each domain's latest result time.
import { createService, installEventRelay, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { DomainsConfig } from './config';
import { republishUnpublished, startBulkConsumer } from './events/bulk-consumer';
import { startResultConsumer } from './events/result-consumer';
import { serveChangeSubmitRpc } from './events/change-submit-rpc';
import { serveTeamDomainRpc } from './events/team-domain-rpc';
import { startChangeResumer } from './lib/changes/change-resumer';
import { buildInventory, startInventory } from './lib/inventory/inventory-context';
import { buildContext } from './plugins/context';
import { changeRoutes } from './routes/changes';
import { domainRoutes } from './routes/domains';
import { inventoryRoutes } from './routes/inventory';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Tests that only exercise the HTTP side can leave the job worker off. */
  worker?: boolean;
}

export async function buildApp(config: DomainsConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  const app = await createService({ name: 'domains', config, mongo: true, nats: true, logger: opts.logger, bodyLimit: 4 * 1024 * 1024 });
  try {
    await installEventRelay(app, {
      collections: ['domains', 'change_sets'],
      retention: { maxAgeDays: config.EVENTS_MAX_AGE_DAYS, maxBytes: config.EVENTS_MAX_BYTES },
    });
    const ctx = await buildContext(app, config);
    app.decorate('domains', ctx);
    const results = await startResultConsumer(app.js, ctx.models, ctx.search, app.log);
    const bulk =
      opts.worker === false
        ? null
        : await startBulkConsumer(app.js, ctx.worker, {
            concurrency: config.BULK_CONCURRENCY,
            ackWaitMs: config.JOB_ACK_WAIT_MS,
            log: app.log,
          });
    const resumer = startChangeResumer(
      ctx.models,
      ctx.changes,
      ctx.planner,
      ctx.jobChanges,
      Math.max(1000, Math.floor(config.CHANGE_LEASE_MS / 3)),
      app.log,
    );
    // Registered first so consumers stop before NATS drains.
    app.addHook('onClose', async () => {
      await Promise.all([results.stop(), bulk?.stop(), resumer.stop()]);
    });
    const rpcSubs = [
      ...serveTeamDomainRpc(app.nats, ctx.models, app.log),
      ...serveChangeSubmitRpc(app.nats, { ...ctx, log: app.log }, app.log),
    ];
    app.addHook('onClose', async () => rpcSubs.forEach((sub) => sub.unsubscribe()));
    await republishUnpublished(ctx.models, app.js);
    await app.register(domainRoutes, { prefix: '/api/domains' });
    await app.register(changeRoutes, { prefix: '/api/changes' });
    // Inventory (issue 29): its job runner and sync schedule run with the bulk worker.
    const inventory = buildInventory(app, ctx, config);
    app.decorate('inventory', inventory);
    if (opts.worker !== false) await startInventory(app, ctx, inventory, config);
    await app.register(inventoryRoutes, { prefix: '/api/inventory' });
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
