// Everything the routes and the rpc responder share, built once per app and decorated as `registrars`.
import type { FastifyInstance } from 'fastify';
import type { RegistrarsConfig } from '../config';
import { AccountOperations } from '../lib/account-operations';
import { AccountStore } from '../lib/account-store';
import { AdapterFactory } from '../lib/adapter-factory';
import { DomainOperations } from '../lib/domain-operations';
import { ensureAuditStream, OpsEvents, SecretBox } from '@dop/service-kit';
import { createModels } from '../models/account';
import { sealLegacyProxies } from '../lib/seal-legacy-proxies';
import { GateStore } from '../lib/gate/gate-store';
import { MongoGates } from '../lib/gate/mongo-gate';

export interface RegistrarsContext {
  config: RegistrarsConfig;
  store: AccountStore;
  adapters: AdapterFactory;
  /** The per-account gates every replica shares (closed with the app). */
  gates: MongoGates;
  domains: DomainOperations;
  accounts: AccountOperations;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrars: RegistrarsContext;
  }
}

export async function buildContext(app: FastifyInstance, config: RegistrarsConfig): Promise<RegistrarsContext> {
  const models = await createModels(app.mongo);
  await OpsEvents.declare(app.jsm);
  // Reveals and account changes are audited (issue 25): identity stores what lands on this stream.
  await ensureAuditStream(app.jsm);
  const box = new SecretBox(config.SECRETS_KEY);
  const sealed = await sealLegacyProxies(models, box);
  if (sealed > 0) app.log.info({ sealed }, 'sealed the proxies of older registrar accounts');
  const store = new AccountStore(models, box);
  const gates = new MongoGates(new GateStore(app.mongo), {
    leaseMs: config.REGISTRAR_GATE_LEASE_MS,
    pollMs: config.REGISTRAR_GATE_POLL_MS,
    log: app.log,
  });
  const adapters = new AdapterFactory(config, store, gates);
  const ops = new OpsEvents(app.js, { log: app.log });
  return {
    config,
    store,
    adapters,
    gates,
    domains: new DomainOperations(adapters, ops),
    accounts: new AccountOperations(adapters, store, ops),
  };
}
