// Builds the cloudflare service (never listens; tests use app.inject()): routes, the add / move job
// worker and the cloudflare.rpc.* responder the domains service calls.
import { createService, installEventRelay, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { CloudflareConfig } from './config';
import { republishUnpublished, startJobConsumer } from './events/job-consumer';
import { startRpcResponder } from './events/rpc-responder';
import { buildContext } from './plugins/context';
import { cloudflareRoutes } from './routes/cloudflare';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: CloudflareConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  const app = await createService({ name: 'cloudflare', config, mongo: true, nats: true, logger: opts.logger });
  try {
    // A zone's creation and deletion are recorded on their own (EventRelay.record): no row of ours
    // changes with them. Record and SSL updates from the tab are staged in the domain row they update.
    await installEventRelay(app, {
      collections: ['domains'],
      retention: { maxAgeDays: config.EVENTS_MAX_AGE_DAYS, maxBytes: config.EVENTS_MAX_BYTES },
    });
    const ctx = await buildContext(app, config);
    app.decorate('cf', ctx);
    const jobs = await startJobConsumer(app.js, ctx.worker, {
      concurrency: config.CLOUDFLARE_JOB_CONCURRENCY,
      ackWaitMs: config.JOB_ACK_WAIT_MS,
      log: app.log,
    });
    const subs = startRpcResponder(app.nats, {
      models: ctx.models,
      accounts: ctx.accounts,
      setup: ctx.setup,
      ops: ctx.domainOps,
      tabOps: ctx.ops,
      nudge: () => app.eventRelay.nudge(),
      log: app.log,
    });
    // Registered first so the consumer and responders stop before NATS drains.
    app.addHook('onClose', async () => {
      for (const s of subs) s.unsubscribe();
      await jobs.stop();
    });
    await republishUnpublished(ctx.models, app.js);
    await app.register(cloudflareRoutes, { prefix: '/api/cloudflare' });
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
