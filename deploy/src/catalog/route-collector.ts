// The HTTP routes of every service, with the zod schemas they register, collected by building each
// service's real app (its src/app.ts buildApp with its own env schema from src/config.ts) against an
// embedded MongoDB and a nats-server. Fastify announces every new instance on the documented
// `fastify.initialization` diagnostics channel, before any route exists; an onRoute hook added there
// sees each route as it is registered. Nothing in the services knows about this. The gateway is built
// the same way for its own /api routes.
import diagnostics from 'node:diagnostics_channel';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { buildGateway } from '@dop/gateway/src/app';
import { configFromEnv } from '@dop/gateway/src/config';
import { startMongo, startNats, TEST_INTERNAL_SECRET, withDatabase } from '@dop/service-testing';
import { discoverServices } from '../services';

export interface CollectedRoute {
  service: string;
  method: string;
  url: string;
  schema?: RouteOptions['schema'];
}

type Exports = Record<string, unknown>;

/** The env schema of a service: the zod object its config.ts exports that reads MONGODB_URI. */
function envSchema(config: Exports, service: string): z.ZodObject {
  const found = Object.values(config).find((v): v is z.ZodObject => v instanceof z.ZodObject && 'MONGODB_URI' in v.shape);
  if (!found) throw new Error(`services/${service}/src/config.ts exports no env schema with MONGODB_URI`);
  return found;
}

export async function collectRoutes(root: string): Promise<CollectedRoute[]> {
  const routes: CollectedRoute[] = [];
  let current = '';
  const onInit = (message: unknown) => {
    const app = (message as { fastify: FastifyInstance }).fastify;
    const service = current;
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) routes.push({ service, method, url: r.url, schema: r.schema });
    });
  };
  const [mongo, nats] = await Promise.all([startMongo(), startNats()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dop-routes-'));
  diagnostics.subscribe('fastify.initialization', onInit);
  try {
    for (const svc of discoverServices(root)) {
      current = svc.name;
      const dir = path.join(root, 'services', svc.name, 'src');
      const config = envSchema(require(path.join(dir, 'config.ts')) as Exports, svc.name).parse({
        PORT: '0',
        MONGODB_URI: withDatabase(mongo.uri, `routes_${svc.name.replace(/-/g, '_')}`),
        NATS_URL: nats.url,
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        SECRETS_KEY: randomBytes(32).toString('base64'),
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
      });
      const { buildApp } = require(path.join(dir, 'app.ts')) as { buildApp: (c: unknown, o: object) => Promise<FastifyInstance> };
      // Workers off where a service supports it: only the routes are wanted.
      const app = await buildApp(config, { logger: false, worker: false });
      await app.ready();
      await app.close();
    }
    // The gateway's own /api routes (deployment status, these docs); the rest of /api it proxies.
    current = 'gateway';
    const env = { INTERNAL_SECRET: TEST_INTERNAL_SECRET, NATS_URL: nats.url, STATIC_ROOT: dataDir, LOG_LEVEL: 'silent' };
    const gateway = await buildGateway(configFromEnv(env));
    await gateway.ready();
    await gateway.close();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
    await Promise.all([mongo.stop(), nats.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return routes;
}
