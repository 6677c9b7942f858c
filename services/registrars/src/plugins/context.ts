// Everything the routes and the rpc responder share, built once per app and decorated as `registrars`.
import type { FastifyInstance } from 'fastify';
import type { RegistrarsConfig } from '../config';
import { AccountOperations } from '../lib/account-operations';
import { AccountStore } from '../lib/account-store';
import { AdapterFactory } from '../lib/adapter-factory';
import { DomainOperations } from '../lib/domain-operations';
import { OpsEvents, SecretBox } from '@dop/service-kit';
import { createModels } from '../models/account';

export interface RegistrarsContext {
  config: RegistrarsConfig;
  store: AccountStore;
  adapters: AdapterFactory;
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
  const store = new AccountStore(models, new SecretBox(config.SECRETS_KEY));
  const adapters = new AdapterFactory(config, store);
  const ops = new OpsEvents(app.js, { log: app.log });
  return {
    config,
    store,
    adapters,
    domains: new DomainOperations(adapters, ops),
    accounts: new AccountOperations(adapters, store, ops),
  };
}
