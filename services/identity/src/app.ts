// Builds the identity service (never listens; tests use app.inject()).
import { createService, installEventRelay, type ServiceApp } from '@dop/service-kit';
import type { DestinationStream } from 'pino';
import type { IdentityConfig } from './config';
import { startAuditConsumer } from './events/audit-consumer';
import { serveChangePolicy } from './events/change-policy-rpc';
import { serveInventoryAlerts } from './events/inventory-alerts-rpc';
import { startSessionResponder } from './events/session-responder';
import { identityLoggerOptions } from './logger';
import { buildContext } from './plugins/context';
import { telegramAccountRoutes } from './routes/accounts/telegram';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { settingsRoutes } from './routes/settings';
import { teamRoutes } from './routes/team';
import { usersRoutes } from './routes/users';

export interface BuildOptions {
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: DestinationStream;
}

export async function buildApp(config: IdentityConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  const app = await createService({
    name: 'identity',
    config,
    mongo: true,
    nats: true,
    logger: identityLoggerOptions(config.LOG_LEVEL, opts.logStream),
  });
  try {
    // identity.member.* events are staged in the users they change (issue 32).
    await installEventRelay(app, {
      collections: ['users'],
      retention: { maxAgeDays: config.EVENTS_MAX_AGE_DAYS, maxBytes: config.EVENTS_MAX_BYTES },
    });
    const ctx = await buildContext(app, config, app.log);
    app.decorate('identity', ctx);
    const responder = startSessionResponder(app.nats, { sessions: ctx.sessions, tokens: ctx.tokens, log: app.log });
    const auditConsumer = await startAuditConsumer(app.js, app.jsm, ctx.audit, app.log);
    const policy = serveChangePolicy(app.nats, ctx.models, ctx.teamSettings, ctx.telegram, app.log);
    const inventoryAlerts = serveInventoryAlerts(app.nats, ctx.models, ctx.teamSettings, ctx.telegram, ctx.mailer, app.log);
    // preClose runs before the onClose hooks that close Mongo and drain NATS: an entry being stored is
    // written and acked first.
    app.addHook('preClose', async () => {
      if (!app.nats.isClosed()) await auditConsumer.stop();
    });
    // Registered first so it closes before NATS drains.
    app.addHook('onClose', async () => {
      if (!app.nats.isClosed()) [responder, ...policy, ...inventoryAlerts].forEach((sub) => sub.unsubscribe());
      ctx.mailer.close();
    });
    await app.register(authRoutes, { prefix: '/api/auth' });
    await app.register(usersRoutes, { prefix: '/api/users' });
    await app.register(settingsRoutes, { prefix: '/api/settings' });
    await app.register(telegramAccountRoutes, { prefix: '/api/accounts/telegram' });
    await app.register(teamRoutes, { prefix: '/api/team' });
    await app.register(auditRoutes, { prefix: '/api/audit' });
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
