// Everything the billing routes and the scheduler share, built once per app and decorated as `billing`.
import type { FastifyInstance } from 'fastify';
import type { BillingConfig } from '../config';
import { BillingOpsLog } from '../events/ops-log';
import { JobChecker } from '../lib/job-checker';
import { Purchaser } from '../lib/purchaser';
import { RegistrarsRpc } from '../lib/registrars-rpc';
import { Scheduler } from '../lib/scheduler';
import { createModels, syncIndexes, type Models } from '../models';

export interface BillingContext {
  config: BillingConfig;
  models: Models;
  rpc: RegistrarsRpc;
  ops: BillingOpsLog;
  scheduler: Scheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingContext;
  }
}

export async function buildContext(app: FastifyInstance, config: BillingConfig): Promise<BillingContext> {
  const models = createModels(app.mongo);
  await syncIndexes(models);
  await BillingOpsLog.declare(app.jsm);
  const rpc = new RegistrarsRpc(app.nats, config.BILLING_RPC_TIMEOUT_MS);
  const ops = new BillingOpsLog(app.js, app.log);
  const checker = new JobChecker(models, rpc, ops, { leaseMs: config.BILLING_LEASE_MS, delayUnitMs: config.BILLING_DELAY_UNIT_MS });
  const purchaser = new Purchaser(models, rpc, ops, config.BILLING_LEASE_MS, () => app.eventRelay.nudge());
  const scheduler = new Scheduler(checker, purchaser, {
    tickMs: config.BILLING_TICK_MS,
    concurrency: config.BILLING_CONCURRENCY,
    log: app.log,
  });
  return { config, models, rpc, ops, scheduler };
}
