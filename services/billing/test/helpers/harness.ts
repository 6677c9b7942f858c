// The billing service on real dependencies: embedded Mongo, a real nats-server, the registrar
// simulators and the real registrars service (its own process) holding the accounts and answering
// registrars.rpc.*. Delays are compressed through BILLING_DELAY_UNIT_MS; the scheduler is the real one.
import { startConnectProxy, startRegistrarSims, type RegistrarSims, type RunningProxy } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import {
  buildTestApp,
  signedHeaders,
  startMongo,
  startNats,
  startRegistrarsProcess,
  type RegistrarsProcess,
  type TestApp,
  type TestMongo,
  type TestNats,
} from '@dop/service-testing';
import { buildApp } from '../../src/app';
import { billingEnv, type BillingConfig } from '../../src/config';

export interface Harness {
  mongo: TestMongo;
  nats: TestNats;
  sims: RegistrarSims;
  proxy: RunningProxy;
  registrars: RegistrarsProcess;
  billing: TestApp<ServiceApp, BillingConfig>;
  /** Creates an account in the registrars service; returns its id. */
  account(registrar: 'namesilo' | 'dynadot', body?: Record<string, string>): Promise<number>;
  stop(): Promise<void>;
}

export const ALICE = { userId: 'u-alice', userName: 'alice' };
export const BOB = { userId: 'u-bob', userName: 'bob' };
export const as = (user: { userId: string; userName: string }) => signedHeaders(user);

export async function startHarness(opts: { billingEnv?: Record<string, string>; scheduler?: boolean } = {}): Promise<Harness> {
  const [mongo, nats, sims, proxy] = await Promise.all([startMongo(), startNats(), startRegistrarSims(), startConnectProxy()]);
  const registrars = await startRegistrarsProcess({ mongo, nats, simsEnv: sims.env });
  const account = async (registrar: 'namesilo' | 'dynadot', body?: Record<string, string>) => {
    const defaults =
      registrar === 'namesilo'
        ? { name: 'silo main', apiKey: sims.namesilo.credentials.apiKey }
        : { name: 'dyna main', apiKey: sims.dynadot.credentials.apiKey, proxy: proxy.address };
    return registrars.addAccount(registrar, { ...defaults, ...body }, ALICE);
  };
  const billing = await buildTestApp({
    schema: billingEnv,
    build: (config) => buildApp(config, { logger: false, scheduler: opts.scheduler }),
    mongo,
    nats,
    env: { BILLING_DELAY_UNIT_MS: '1000', BILLING_TICK_MS: '50', BILLING_LEASE_MS: '2000', ...opts.billingEnv },
  });
  return {
    mongo,
    nats,
    sims,
    proxy,
    registrars,
    billing,
    account,
    async stop() {
      await billing.app.close();
      await registrars.kill();
      await Promise.all([sims.stop(), proxy.stop(), nats.stop(), mongo.stop()]);
    },
  };
}

export const domainNames = (prefix: string, n: number, tld = 'com') => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}.${tld}`);

/** Registrations the namesilo simulator accepted, per domain. */
export function registrationCounts(h: Harness): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of h.sims.namesilo.state.registrations) counts.set(r.domain, (counts.get(r.domain) ?? 0) + 1);
  return counts;
}
