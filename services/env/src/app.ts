// Builds the env service (never listens; tests use app.inject()). It keeps no data of its own: update
// results live in the browser (spec 2 §2.7) and logs in the operations service.
import { createService, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { EnvServiceConfig } from './config';
import { EnvOpsLog } from './events/ops-log';
import { createSiteResolver } from './lib/resolve-site';
import { SiteClient } from './lib/site-client';
import { envRoutes } from './routes/env';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export interface EnvContext {
  config: EnvServiceConfig;
  client: SiteClient;
  opsLog: EnvOpsLog;
}

export async function buildApp(config: EnvServiceConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  return createService({
    name: 'env',
    config,
    mongo: false,
    nats: true,
    logger: opts.logger,
    setup: async (app) => {
      await EnvOpsLog.declare(app.jsm);
      const resolver = createSiteResolver({ allowed: config.ENV_ALLOWED_HOSTS, hosts: config.ENV_HOSTS });
      const ctx: EnvContext = { config, client: new SiteClient(config, resolver), opsLog: new EnvOpsLog(app.nats.jetstream(), app.log) };
      app.decorate('env', ctx);
      await app.register(envRoutes, { prefix: '/api' });
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    env: EnvContext;
  }
}
