// Builds the ssh service (never listens; tests use app.inject() and a real socket): the HTTP routes,
// the live socket, the install job consumer and the recovery of jobs cut off by a crash.
import { createService, installEventRelay, SecretBox, type ServiceApp } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { SshServiceConfig } from './config';
import { declareJobStream, republishUnpublished, startInstallConsumer } from './events/install-jobs';
import { LiveEvents } from './events/live';
import { SshOpsLog } from './events/ops-log';
import type { JobDeps } from './lib/job-deps';
import { InstallRunner } from './lib/job-runner';
import { interruptLapsedJobs } from './lib/recovery';
import { buildModels, type Models } from './models';
import { sshRoutes } from './routes/ssh';
import { SocketHub } from './socket/hub';
import { wsRoutes } from './socket/ws-route';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export interface SshContext {
  config: SshServiceConfig;
  models: Models;
  box: SecretBox;
  live: LiveEvents;
  hub: SocketHub;
  runner: InstallRunner;
}

export async function buildApp(config: SshServiceConfig, opts: BuildOptions = {}): Promise<ServiceApp> {
  return createService({ name: 'ssh', config, mongo: true, nats: true, logger: opts.logger, setup: (app) => setup(app, config) });
}

async function setup(app: ServiceApp, config: SshServiceConfig): Promise<void> {
  const models = await buildModels(app.mongo);
  await Promise.all([declareJobStream(app.jsm), SshOpsLog.declare(app.jsm)]);
  const live = new LiveEvents(app.nats);
  const relay = await installEventRelay(app, {
    collections: [models.jobs.collection.collectionName],
    retention: { maxAgeDays: config.EVENTS_MAX_AGE_DAYS, maxBytes: config.EVENTS_MAX_BYTES },
  });
  const deps: JobDeps = {
    models,
    live,
    ops: new SshOpsLog(app.js, app.log),
    log: app.log,
    leaseMs: config.SSH_JOB_LEASE_MS,
    sshPort: config.SSH_PORT,
    nudgeEvents: () => relay.nudge(),
  };
  const box = new SecretBox(config.SECRETS_KEY);
  const runner = new InstallRunner(deps, config, box);
  const hub = new SocketHub(app.nats, models, app.log);
  app.decorate('ssh', { config, models, box, live, hub, runner } satisfies SshContext);

  await interruptLapsedJobs(deps);
  const sweep = setInterval(() => {
    interruptLapsedJobs(deps).catch((err: unknown) => app.log.warn({ err }, 'ssh recovery sweep failed'));
  }, config.SSH_JOB_LEASE_MS);
  const consumer = await startInstallConsumer(app.js, runner, {
    concurrency: config.SSH_MAX_JOBS,
    ackWaitMs: config.SSH_JOB_LEASE_MS,
    log: app.log,
  });
  // Registered after NATS and Mongo, so it runs before they close: running installs are aborted
  // (their servers fail with the reason), the consumer waits for the jobs to finish, sockets close.
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    runner.abortAll();
    await consumer.stop();
    hub.close();
  });
  await republishUnpublished(app.js, models.jobs);
  await app.register(wsRoutes);
  await app.register(sshRoutes, { prefix: '/api/ssh' });
}

declare module 'fastify' {
  interface FastifyInstance {
    ssh: SshContext;
  }
}
