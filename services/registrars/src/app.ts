// Builds the registrars service (never listens; tests use app.inject()).
import { createService, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { RegistrarsConfig } from './config';
import { startRpcResponder } from './events/rpc-responder';
import { buildContext } from './plugins/context';
import { accountRoutes } from './routes/accounts';

export interface BuildOptions {
  /** Logger options (tests capture the audit lines); default: the service-kit logger. */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: RegistrarsConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  const app = await createService({ name: 'registrars', config, mongo: true, nats: true, logger: opts.logger });
  try {
    const ctx = await buildContext(app, config);
    app.decorate('registrars', ctx);
    const subs = startRpcResponder(app.nats, { domains: ctx.domains, accounts: ctx.accounts, store: ctx.store, log: app.log });
    // Registered first so it runs before NATS drains.
    app.addHook('onClose', async () => {
      if (!app.nats.isClosed()) for (const s of subs) s.unsubscribe();
      ctx.gates.close();
      await ctx.adapters.proxies.close();
    });
    await app.register(accountRoutes, { prefix: '/api/accounts' });
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
