// The domains service on real dependencies: embedded Mongo, a real nats-server, the registrar
// simulators and the real registrars service answering registrars.rpc.* (it holds the credentials).
import { randomBytes } from 'node:crypto';
import { startRegistrarSims, type RegistrarSims } from '@dop/provider-sims';
import { buildApp as buildRegistrars } from '@dop/registrars';
import { registrarsEnv } from '@dop/registrars/src/config';
import type { ServiceApp } from '@dop/service-kit';
import { buildTestApp, signedHeaders, startMongo, startNats, type TestApp, type TestMongo, type TestNats } from '@dop/service-testing';
import { buildApp, type BuildOptions } from '../../src/app';
import { domainsEnv, type DomainsConfig } from '../../src/config';

export interface Harness {
  mongo: TestMongo;
  nats: TestNats;
  sims: RegistrarSims;
  registrars: TestApp<ServiceApp, unknown>;
  domains: TestApp<ServiceApp, DomainsConfig>;
  /** Id of a namesilo account (in the registrars service) pointing at the simulator. */
  namesiloId: number;
  startDomains(env?: Record<string, string>, opts?: BuildOptions): Promise<TestApp<ServiceApp, DomainsConfig>>;
  stop(): Promise<void>;
}

export const ALICE = { userId: 'u-alice', userName: 'alice' };
export const BOB = { userId: 'u-bob', userName: 'bob' };
export const as = (user: { userId: string; userName: string }) => signedHeaders(user);

export async function startHarness(
  opts: { registrarsEnv?: Record<string, string>; domainsEnv?: Record<string, string>; worker?: boolean } = {},
): Promise<Harness> {
  const [mongo, nats, sims] = await Promise.all([startMongo(), startNats(), startRegistrarSims()]);
  const registrars = await buildTestApp({
    schema: registrarsEnv,
    build: (config) => buildRegistrars(config),
    mongo,
    nats,
    // The simulator has no rate limit to respect; the real 1 s NameSilo spacing would make 1,000 domains take 50 minutes.
    env: {
      SECRETS_KEY: randomBytes(32).toString('base64'),
      REGISTRAR_RETRIES: '0',
      NAMESILO_MIN_INTERVAL_MS: '0',
      ...sims.env,
      ...opts.registrarsEnv,
    },
  });
  const created = await registrars.app.inject({
    method: 'POST',
    url: '/api/accounts/namesilo',
    headers: as(ALICE),
    payload: { name: 'silo main', apiKey: sims.namesilo.credentials.apiKey },
  });
  if (created.statusCode !== 200 && created.statusCode !== 201) throw new Error(`namesilo account: ${created.statusCode} ${created.body}`);
  const namesiloId = (created.json() as { id: number }).id;
  let dbUri: string | null = null;
  const startDomains = async (env: Record<string, string> = {}, build: BuildOptions = {}) => {
    const t = await buildTestApp({
      schema: domainsEnv,
      build: (config) => buildApp(config, { worker: opts.worker, ...build }),
      mongo,
      nats,
      env: { ...opts.domainsEnv, ...env, ...(dbUri ? { MONGODB_URI: dbUri } : {}) },
    });
    dbUri = t.config.MONGODB_URI;
    return t;
  };
  const domains = await startDomains();
  const h: Harness = {
    mongo,
    nats,
    sims,
    registrars,
    domains,
    namesiloId,
    startDomains,
    async stop() {
      await h.domains.app.close();
      await registrars.app.close();
      await Promise.all([sims.stop(), nats.stop(), mongo.stop()]);
    },
  };
  return h;
}

/** Names the namesilo simulator account holds, as registering them there would. */
export function seedNamesilo(h: Harness, names: string[]): void {
  for (const name of names) h.sims.namesilo.state.addDomain({ name });
}

export const domainNames = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}.com`);
