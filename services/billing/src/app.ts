// Builds the billing service (never listens; tests use app.inject()): routes and the purchase scheduler.
import { createService, installEventRelay, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { BillingConfig } from './config';
import { buildContext } from './plugins/context';
import { billingRoutes } from './routes/billing';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Tests that only exercise the HTTP side (or run the scheduler in a child process) leave it off. */
  scheduler?: boolean;
}

export async function buildApp(config: BillingConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  const app = await createService({ name: 'billing', config, mongo: true, nats: true, logger: opts.logger });
  try {
    await installEventRelay(app, {
      collections: ['purchase_items'],
      retention: { maxAgeDays: config.EVENTS_MAX_AGE_DAYS, maxBytes: config.EVENTS_MAX_BYTES },
    });
    const ctx = await buildContext(app, config);
    app.decorate('billing', ctx);
    // Registered before NATS and Mongo close: purchases in flight finish and record their outcome.
    app.addHook('onClose', () => ctx.scheduler.stop());
    await app.register(billingRoutes, { prefix: '/api/billing' });
    if (opts.scheduler !== false) app.addHook('onReady', async () => ctx.scheduler.start());
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
