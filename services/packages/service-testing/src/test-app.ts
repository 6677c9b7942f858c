// Builds a service app for app.inject() with real dependencies: embedded Mongo and nats-server.
import { randomUUID } from 'node:crypto';
import { baseServiceEnv, parseEnv } from '@dop/service-kit';
import type { z } from 'zod';
import { TEST_INTERNAL_SECRET } from './identity';
import { startMongo, withDatabase, type TestMongo } from './mongo';
import { startNats, type TestNats } from './nats-server';

interface Closable {
  close(): Promise<unknown>;
}

export interface TestAppOptions<S extends z.ZodType, A extends Closable> {
  /** The service's buildApp(config). */
  build: (config: z.output<S>) => Promise<A>;
  /** The service's env schema; default baseServiceEnv. */
  schema?: S;
  /** Start an embedded Mongo (or pass a running one to share it); each app gets a fresh database. */
  mongo?: boolean | TestMongo;
  /** Start a nats-server (or pass a running one to share it). */
  nats?: boolean | TestNats;
  /** Extra env (e.g. SECRETS_KEY); overrides the defaults below. */
  env?: Record<string, string>;
}

export interface TestApp<A, C> {
  app: A;
  config: C;
  mongo?: TestMongo;
  nats?: TestNats;
  /** Closes the app, then stops the servers this helper started (not shared ones). */
  close(): Promise<void>;
}

/** Env a test service runs with; databases are unique so tests never see each other's data. */
export function testEnv(parts: { mongoUri?: string; natsUrl?: string; env?: Record<string, string> } = {}) {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    MONGODB_URI: parts.mongoUri ?? 'mongodb://127.0.0.1:1/unused',
    NATS_URL: parts.natsUrl ?? 'nats://127.0.0.1:1',
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    LOG_LEVEL: 'silent',
    ...parts.env,
  };
}

export async function buildTestApp<S extends z.ZodType = typeof baseServiceEnv, A extends Closable = Closable>(
  opts: TestAppOptions<S, A>,
): Promise<TestApp<A, z.output<S>>> {
  const started: Array<() => Promise<void>> = [];
  const stopStarted = async () => {
    for (const stop of started.reverse()) await stop();
  };
  try {
    const mongo = opts.mongo === true ? await startMongo() : opts.mongo || undefined;
    if (opts.mongo === true && mongo) started.push(() => mongo.stop());
    const nats = opts.nats === true ? await startNats() : opts.nats || undefined;
    if (opts.nats === true && nats) started.push(() => nats.stop());
    const mongoUri = mongo ? withDatabase(mongo.uri, `test_${randomUUID().replace(/-/g, '')}`) : undefined;
    const schema = (opts.schema ?? baseServiceEnv) as S;
    const config = parseEnv(schema, testEnv({ mongoUri, natsUrl: nats?.url, env: opts.env }));
    const app = await opts.build(config);
    return {
      app,
      config,
      mongo,
      nats,
      async close() {
        await app.close();
        await stopStarted();
      },
    };
  } catch (err) {
    await stopStarted();
    throw err;
  }
}
