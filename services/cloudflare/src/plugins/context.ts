// Everything the cloudflare routes, worker and rpc responder share, built once and decorated as `cf`.
import { ensureAuditStream, SecretBox } from '@dop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CloudflareConfig } from '../config';
import { declareJobStream } from '../events/job-consumer';
import { publishAccountAudit } from '../lib/account-audit';
import { Accounts } from '../lib/accounts';
import { AddJobs } from '../lib/add-job';
import { DomainSetup } from '../lib/domain-setup';
import { ItemWorker } from '../lib/item-worker';
import { OpsEvents } from '../lib/ops-events';
import { RegistrarsRpc } from '../lib/rpc-client';
import { createModels, syncIndexes, type Models } from '../models';

export interface CloudflareContext {
  config: CloudflareConfig;
  models: Models;
  accounts: Accounts;
  ops: OpsEvents;
  /** Ops events of work the domains tab asked for (operationType 'domain-records'). */
  domainOps: OpsEvents;
  setup: DomainSetup;
  jobs: AddJobs;
  worker: ItemWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    cf: CloudflareContext;
  }
}

export async function buildContext(app: FastifyInstance, config: CloudflareConfig): Promise<CloudflareContext> {
  const models = createModels(app.mongo);
  await syncIndexes(models);
  await OpsEvents.declare(app.jsm);
  await declareJobStream(app.jsm);
  // Saved accounts are audited (issue 25): identity stores what lands on this stream.
  await ensureAuditStream(app.jsm);
  const accounts = new Accounts(models, new SecretBox(config.SECRETS_KEY), config, undefined, publishAccountAudit(app.js));
  const ops = new OpsEvents(app.js);
  const domainOps = new OpsEvents(app.js, 'domain-records');
  const setup = new DomainSetup(models, accounts, ops, new RegistrarsRpc(app.nats, config.RPC_TIMEOUT_MS), app.eventRelay);
  const jobs = new AddJobs(models, app.js, ops, (plain) => accounts.seal(plain));
  const worker = new ItemWorker(models, accounts, setup, ops, config.JOB_ACK_WAIT_MS);
  return { config, models, accounts, ops, domainOps, setup, jobs, worker };
}
