// Every service of the product in this process on real dependencies (embedded Mongo, a real
// nats-server, the provider simulators), each with its own database, and the route catalog of what
// they registered. Suites call them with app.inject() and signed identity headers, as the gateway does.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@dop/service-kit';
import { startMongo, startNats, testEnv, type TestMongo, type TestNats } from '@dop/service-testing';
import type { FastifyInstance } from 'fastify';
import { startProviderSims, type RunningSims } from './provider-sims';
import { RouteCatalog } from './route-catalog';
import { loadServiceModule, serviceNames } from './service-modules';
import { fastCallsEnv } from './fast-calls-env';

export interface RunningService {
  name: string;
  app: FastifyInstance;
  /** The service's database on `mongo` (one per service, as under npm start). */
  dbName: string;
  /** The env it was built from (a replica built from the same env shares its database and keys). */
  env: Record<string, string>;
}

export interface ServiceStack {
  root: string;
  /** DATA_DIR of the services (identity's mail outbox is in outbox/). */
  dataDir: string;
  mongo: TestMongo;
  nats: TestNats;
  sims: RunningSims;
  services: RunningService[];
  /** Services whose module or buildApp failed, with why: each one's own tests fail, the rest still run. */
  broken: Map<string, Error>;
  catalog: RouteCatalog;
  close(): Promise<void>;
}

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** RELIABILITY_SERVICES=a,b limits a local run to some services; unset (as in npm test) means all. */
export function selectedServices(root = REPO_ROOT): string[] {
  const only = process.env.RELIABILITY_SERVICES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return serviceNames(root).filter((n) => !only?.length || only.includes(n));
}

export interface StackOptions {
  root?: string;
  /** Env of some services, over the test defaults (e.g. `{ identity: { TRUSTED_PROXIES: '127.0.0.1' } }`). */
  env?: Record<string, Record<string, string>>;
}

export async function startServiceStack(opts: StackOptions = {}): Promise<ServiceStack> {
  const root = opts.root ?? REPO_ROOT;
  const names = selectedServices(root);
  const catalog = new RouteCatalog();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dop-reliability-'));
  const [mongo, nats, sims] = await Promise.all([startMongo(), startNats(), startProviderSims(root)]);
  const services: RunningService[] = [];
  const broken = new Map<string, Error>();
  const close = async () => {
    for (const s of services.reverse()) await s.app.close();
    catalog.close();
    await Promise.all([sims.stop(), nats.stop(), mongo.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const common = { ...sims.env, SECRETS_KEY: randomBytes(32).toString('base64'), DATA_DIR: dataDir };
    for (const name of names) {
      try {
        const mod = await loadServiceModule(root, name);
        const dbName = `rel_${name.replace(/-/g, '_')}`;
        const own = { ...common, ...fastCallsEnv(mod.envSchema), ...opts.env?.[name] };
        const env = testEnv({ mongoUri: mongo.uriFor(dbName), natsUrl: nats.url, env: own }) as Record<string, string>;
        const app = (await catalog.collect(name, () => mod.buildApp(parseEnv(mod.envSchema, env)))) as FastifyInstance;
        services.push({ name, app, dbName, env });
      } catch (err) {
        broken.set(name, err instanceof Error ? err : new Error(String(err)));
      }
    }
    return { root, dataDir, mongo, nats, sims, services, broken, catalog, close };
  } catch (err) {
    await close();
    throw err;
  }
}
