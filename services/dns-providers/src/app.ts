// Builds the dns-providers service (never listens; tests use app.inject()): Hurricane Electric and
// PowerDNS accounts and updates, and proxy monitoring (spec 2 §2.9, §2.10, §7).
import { acceptEmptyJson, createService, installEventRelay, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { DnsProvidersConfig } from './config';
import { serveZoneStepRpc } from './events/zone-step-rpc';
import { buildContext } from './plugins/context';
import { heAccountRoutes } from './routes/hurricane-electric/accounts';
import { heUpdateRoutes } from './routes/hurricane-electric/update';
import { proxyMonitoringRoutes } from './routes/proxy-monitoring';
import { pdnsAccountRoutes } from './routes/powerdns/accounts';
import { pdnsUpdateRoutes } from './routes/powerdns/update';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: DnsProvidersConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  const app = await createService({ name: 'dns-providers', config, mongo: true, nats: true, logger: opts.logger });
  try {
    acceptEmptyJson(app);
    // Zones live at the providers: their events are recorded on their own (EventRelay.record).
    const relay = await installEventRelay(app, {
      collections: [],
      retention: { maxAgeDays: config.EVENTS_MAX_AGE_DAYS, maxBytes: config.EVENTS_MAX_BYTES },
    });
    const ctx = await buildContext(app, config);
    app.decorate('dns', ctx);
    const stepRpc = serveZoneStepRpc(app.nats, ctx, relay, app.log);
    app.addHook('onClose', async () => stepRpc.forEach((sub) => sub.unsubscribe()));
    app.addHook('onClose', () => ctx.proxies.stop());
    await app.register(heAccountRoutes, { prefix: '/api/accounts/hurricane-electric' });
    await app.register(heUpdateRoutes, { prefix: '/api/hurricane-electric' });
    await app.register(pdnsAccountRoutes, { prefix: '/api/accounts/powerdns' });
    await app.register(pdnsUpdateRoutes, { prefix: '/api/powerdns' });
    await app.register(proxyMonitoringRoutes, { prefix: '/api/proxy-monitoring' });
    // Background checks begin once the app is ready (server.ts) and stop with it.
    app.addHook('onReady', async () => ctx.proxies.start());
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
