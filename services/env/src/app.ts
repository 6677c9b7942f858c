// Builds the env service (never listens; tests use app.inject()). It keeps no data of its own: update
// results live in the browser (spec 2 §2.7) and logs in the operations service.
import { createService, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { EnvServiceConfig } from './config';
import { EnvOpsLog } from './events/ops-log';
import { CredentialBinding } from './lib/credential-binding';
import { siteEgressPolicy } from './lib/site-egress';
import { SiteClient } from './lib/site-client';
import { teamDomainCheck } from './lib/team-domains';
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
      const policy = siteEgressPolicy(config, app.log);
      const binding = new CredentialBinding(config, policy, teamDomainCheck(app.nats, Math.min(config.ENV_TIMEOUT_MS, 5000), app.log));
      const client = new SiteClient(config, policy, binding);
      app.addHook('onClose', () => client.close());
      const ctx: EnvContext = { config, client, opsLog: new EnvOpsLog(app.nats.jetstream(), app.log) };
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
