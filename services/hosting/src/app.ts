// Builds the hosting service (never listens; tests use app.inject()): DiorHost accounts in Mongo,
// their BILLmanager panels behind the endpoint allow-list, ops log lines over NATS, and the hourly sync.
import {
  createService,
  installEventRelay,
  egressPolicyFrom,
  ensureAuditStream,
  guardedAgent,
  SecretBox,
  type ServiceApp,
  SYSTEM_ACTOR,
} from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { HostingConfig } from './config';
import { HostingOpsLog } from './events/ops-log';
import { AccountStore } from './lib/account-store';
import { EndpointGuard } from './lib/endpoint-guard';
import { HostingSync } from './lib/hosting-sync';
import { startPeriodicSync } from './lib/periodic-sync';
import { SyncLease } from './lib/sync-lease';
import { createAccountModel } from './models/account';
import { createSyncLeaseModel } from './models/sync-lease';
import { accountRoutes } from './routes/accounts';
import { hostingRoutes } from './routes/hosting';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export interface HostingContext {
  config: HostingConfig;
  store: AccountStore;
  sync: HostingSync;
  opsLog: HostingOpsLog;
}

export async function buildApp(config: HostingConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  return createService({ name: 'hosting', config, mongo: true, nats: true, logger: opts.logger, setup: (app) => setup(app, config) });
}

async function setup(app: ServiceApp, config: HostingConfig): Promise<void> {
  await HostingOpsLog.declare(app.jsm);
  // Reveals and account changes are audited (issue 25): identity stores what lands on this stream.
  await ensureAuditStream(app.jsm);
  const model = createAccountModel(app.mongo);
  const egress = egressPolicyFrom(config, { HOSTING_ALLOWED_HOSTS: config.HOSTING_ALLOWED_HOSTS }, app.log);
  const guard = new EndpointGuard(config.DIORHOST_API_URL, egress);
  const dispatcher = guardedAgent(egress, { connectTimeoutMs: config.HOSTING_TIMEOUT_MS });
  app.addHook('onClose', () => dispatcher.close());
  const relay = await installEventRelay(app, {
    collections: ['diorhost_accounts'],
    retention: { maxAgeDays: config.EVENTS_MAX_AGE_DAYS, maxBytes: config.EVENTS_MAX_BYTES },
  });
  const store = new AccountStore(model, new SecretBox(config.SECRETS_KEY), guard, config.DIORHOST_API_URL, () => relay.nudge());
  const opsLog = new HostingOpsLog(app.js, app.log);
  const sync = new HostingSync(
    store,
    { timeoutMs: config.HOSTING_TIMEOUT_MS, maxResponseBytes: config.HOSTING_MAX_RESPONSE_BYTES, dispatcher },
    opsLog,
  );
  app.decorate('hosting', { config, store, sync, opsLog });
  const periodic = startPeriodicSync(
    config.HOSTING_SYNC_INTERVAL_MS,
    new SyncLease(createSyncLeaseModel(app.mongo)),
    () => sync.syncAll(SYSTEM_ACTOR),
    app.log,
  );
  // Registered before NATS and Mongo close, so a run under way finishes first.
  app.addHook('onClose', () => periodic.stop());
  await app.register(accountRoutes, { prefix: '/api/accounts/diorhost' });
  await app.register(hostingRoutes, { prefix: '/api/hosting' });
}

declare module 'fastify' {
  interface FastifyInstance {
    hosting: HostingContext;
  }
}
