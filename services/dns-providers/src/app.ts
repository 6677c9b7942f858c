// Builds the dns-providers service (never listens; tests use app.inject()): Hurricane Electric and
// PowerDNS accounts and updates, and proxy monitoring (spec 2 §2.9, §2.10, §7).
import { createService, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { DnsProvidersConfig } from './config';
import { acceptEmptyJson } from './plugins/json-body';
import { buildContext } from './plugins/context';
import { heAccountRoutes } from './routes/hurricane-electric/accounts';
import { heUpdateRoutes } from './routes/hurricane-electric/update';
import { pdnsAccountRoutes } from './routes/powerdns/accounts';
import { pdnsUpdateRoutes } from './routes/powerdns/update';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: DnsProvidersConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  const app = await createService({ name: 'dns-providers', config, mongo: true, nats: true, logger: opts.logger });
  try {
    acceptEmptyJson(app);
    app.decorate('dns', await buildContext(app, config));
    await app.register(heAccountRoutes, { prefix: '/api/accounts/hurricane-electric' });
    await app.register(heUpdateRoutes, { prefix: '/api/hurricane-electric' });
    await app.register(pdnsAccountRoutes, { prefix: '/api/accounts/powerdns' });
    await app.register(pdnsUpdateRoutes, { prefix: '/api/powerdns' });
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
