// Inventory's pieces in one place, decorated as `inventory` (issue 29): the registrars' inventory over
// NATS, the job runner every instance runs, and the periodic sync schedule.
import { randomUUID } from 'node:crypto';
import type { ServiceApp } from '@dop/service-kit';
import type { DomainsConfig } from '../../config';
import type { InventoryJobDoc } from '../../models/inventory-job';
import type { DomainsContext } from '../../plugins/context';
import { startInventoryAlertConsumer } from '../../events/inventory-alert-consumer';
import { AlertDelivery } from './alert-delivery';
import { AlertSender } from './alert-sender';
import { runCheckJob, type CheckRunnerDeps } from './check-runner';
import { DomainChecker } from './domain-checker';
import { InventoryJobRunner } from './job-runner';
import { RegistrarInventory } from './registrar-inventory';
import { SyncSchedule } from './sync-schedule';

export interface InventoryContext {
  registrars: RegistrarInventory;
  runner: InventoryJobRunner;
  schedule: SyncSchedule;
  /** Sends the pending alerts to the admins (alert-sender.ts). */
  alerts: AlertSender;
  /** Creates a job and wakes this instance's runner. */
  createJob(job: Partial<InventoryJobDoc> & Pick<InventoryJobDoc, 'kind' | 'actor'>): Promise<InventoryJobDoc>;
}

declare module 'fastify' {
  interface FastifyInstance {
    inventory: InventoryContext;
  }
}

export function buildInventory(app: ServiceApp, ctx: DomainsContext, config: DomainsConfig): InventoryContext {
  const registrars = new RegistrarInventory(ctx.rpc);
  const alerts = new AlertDelivery(ctx.rpc, app.log);
  const checks: CheckRunnerDeps = {
    models: ctx.models,
    checker: new DomainChecker(ctx.rpc, ctx.providerRecords, ctx.models.changes),
    expiringDays: config.INVENTORY_EXPIRING_DAYS,
    alertSettings: () => alerts.settings(),
    nudgeEvents: () => app.eventRelay.nudge(),
    touched: () => ctx.search.touched(),
  };
  const runner: InventoryJobRunner = new InventoryJobRunner(
    ctx.models,
    registrars,
    ctx.ops,
    ctx.search,
    () => app.eventRelay.nudge(),
    app.log,
    {
      leaseMs: config.INVENTORY_LEASE_MS,
      pollMs: config.INVENTORY_POLL_MS,
      runCheck: (job, renew, stopping) => runCheckJob(checks, job, renew, stopping),
      // Every import or sync is followed by a check of the account's domains.
      onSynced: async (job) => {
        const found = await ctx.models.domains
          .find({ 'inventory.registrar': job.registrar, 'inventory.accountId': job.accountId }, { _id: 1 })
          .lean();
        const ids = found.map((d) => String(d._id));
        await createJob({ kind: 'check', registrar: job.registrar, accountId: job.accountId, actor: job.actor, ids, total: ids.length });
      },
    },
  );
  const schedule = new SyncSchedule(ctx.models, registrars, config.INVENTORY_SYNC_INTERVAL_MS, () => runner.poke(), app.log);
  async function createJob(job: Parameters<InventoryContext['createJob']>[0]): Promise<InventoryJobDoc> {
    const doc = (await ctx.models.inventoryJobs.create({ _id: randomUUID(), ...job })).toObject() as InventoryJobDoc;
    runner.poke();
    return doc;
  }
  const sender = new AlertSender(
    ctx.models,
    {
      flushMs: config.INVENTORY_ALERT_FLUSH_MS,
      digestMs: config.INVENTORY_DIGEST_INTERVAL_MS,
      // Longer than one message may wait for identity's answer, so no other replica takes a delivery mid-send.
      leaseMs: Math.max(60_000, config.INVENTORY_ALERT_FLUSH_MS * 3, config.RPC_TIMEOUT_MS + 30_000),
      settings: () => alerts.settings(),
      send: (lines, deliveryId) => alerts.send(lines, deliveryId),
    },
    app.log,
  );
  return { registrars, runner, schedule, alerts: sender, createJob };
}

/** Starts the runner, the schedule and the alerts on this instance; they stop when the app closes. */
export async function startInventory(
  app: ServiceApp,
  ctx: DomainsContext,
  inventory: InventoryContext,
  config: DomainsConfig,
): Promise<void> {
  inventory.runner.start();
  inventory.schedule.start(Math.min(config.INVENTORY_POLL_MS, config.INVENTORY_SYNC_INTERVAL_MS));
  inventory.alerts.start();
  const consumer = await startInventoryAlertConsumer(app.js, ctx.models, app.log);
  app.addHook('onClose', async () => {
    await Promise.all([consumer.stop(), inventory.schedule.stop(), inventory.runner.stop(), inventory.alerts.stop()]);
  });
}
