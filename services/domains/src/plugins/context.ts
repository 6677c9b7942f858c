// Everything the domains routes and workers share, built once per app and decorated as `domains`.
import type { FastifyInstance } from 'fastify';
import type { DomainsConfig } from '../config';
import { declareJobStream } from '../events/bulk-consumer';
import { BulkWorker, type OldValuesReader } from '../lib/bulk-worker';
import { JobChanges } from '../lib/changes/job-change';
import { ChangeFinisher } from '../lib/changes/change-finisher';
import { ChangePlanner } from '../lib/changes/change-planner';
import { StepApplier } from '../lib/changes/step-apply';
import { ChangeRunner } from '../lib/changes/change-runner';
import { ProviderRecords } from '../lib/changes/provider-records';
import { DnsHost } from '../lib/dns-host';
import { OpsEvents } from '../lib/ops-events';
import { RpcClient } from '../lib/rpc-client';
import { DomainSearchIndex } from '../lib/search-index';
import { ensureAuditStream, SecretBox } from '@dop/service-kit';
import { createModels, syncIndexes, type Models } from '../models';

export interface DomainsContext {
  config: DomainsConfig;
  models: Models;
  rpc: RpcClient;
  ops: OpsEvents;
  dns: DnsHost;
  worker: BulkWorker;
  search: DomainSearchIndex;
  box: SecretBox;
  /** Applies and records change sets (issue 30). */
  changes: ChangeRunner;
  /** Plans change sets (dry runs). */
  planner: ChangePlanner;
  /** Reads A records at the DNS hosts now. */
  providerRecords: ProviderRecords;
  jobChanges: JobChanges;
}

declare module 'fastify' {
  interface FastifyInstance {
    domains: DomainsContext;
  }
}

export async function buildContext(app: FastifyInstance, config: DomainsConfig): Promise<DomainsContext> {
  const models = createModels(app.mongo);
  await syncIndexes(models);
  await OpsEvents.declare(app.jsm);
  await declareJobStream(app.jsm);
  await ensureAuditStream(app.jsm);
  const rpc = new RpcClient(app.nats, config.RPC_TIMEOUT_MS);
  const ops = new OpsEvents(app.js);
  const dns = new DnsHost(rpc, ops);
  const search = new DomainSearchIndex(models);
  const box = new SecretBox(config.SECRETS_KEY);
  const providerRecords = new ProviderRecords(rpc);
  const finisher = new ChangeFinisher(models, () => app.eventRelay.nudge(), app.js, app.log);
  const changes = new ChangeRunner(
    models,
    providerRecords,
    new StepApplier(dns, rpc),
    search,
    { leaseMs: config.CHANGE_LEASE_MS, concurrency: config.CHANGE_CONCURRENCY },
    () => app.eventRelay.nudge(),
    finisher,
  );
  // A bulk add's registrar steps are recorded in its change set (issue 30).
  const jobChanges = new JobChanges(models, finisher);
  const readOld: OldValuesReader = async (kind, target, domain) => {
    const read = await providerRecords.readValues(kind, 'registrar', target, domain);
    return read.ok ? read.values : null;
  };
  const worker = new BulkWorker(models, dns, ops, config.JOB_ACK_WAIT_MS, search, box, () => app.eventRelay.nudge(), {
    readOld,
    finalize: (changeId, jobId) => jobChanges.finalize(changeId, jobId),
  });
  const planner = new ChangePlanner(models, providerRecords, config.CHANGE_LEASE_MS, () => app.eventRelay.nudge());
  return { config, models, rpc, ops, dns, search, box, worker, changes, planner, providerRecords, jobChanges };
}
