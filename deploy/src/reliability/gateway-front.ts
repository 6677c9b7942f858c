// The real gateway in front of a service stack: every service listens on a loopback port and the
// gateway routes /api to them, resolving sessions and tokens through the real identity service.
// Start it twice on one stack for two gateways on one NATS (each with its own identity cache).
import { buildGateway } from '@dop/gateway/src/app';
import type { GatewayConfig } from '@dop/gateway/src/config';
import { SERVICE_NAMES, type ServiceName } from '@dop/gateway/src/route-table';
import { TEST_INTERNAL_SECRET, waitFor } from '@dop/service-testing';
import type { FastifyInstance } from 'fastify';
import type { ServiceStack } from './service-stack';

export interface GatewayFront {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The app's loopback URL; listens first unless it already does (a second gateway on one stack). */
async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

export async function startGatewayFront(stack: ServiceStack, staticRoot: string): Promise<GatewayFront> {
  const services: GatewayConfig['services'] = {};
  for (const s of stack.services) {
    const url = await listen(s.app);
    if ((SERVICE_NAMES as readonly string[]).includes(s.name)) services[s.name as ServiceName] = url;
  }
  const app = await buildGateway({
    host: '127.0.0.1',
    port: 0,
    natsUrl: stack.nats.url,
    internalSecret: TEST_INTERNAL_SECRET,
    services,
    staticRoot,
    logLevel: 'silent',
    upstreamTimeoutMs: 10_000,
    identityTimeoutMs: 2_000,
    identityCacheTtlMs: 5_000,
    identityNegativeTtlMs: 1_000,
    healthTimeoutMs: 1_000,
  });
  const url = await listen(app);
  await waitFor(async () => ((await (await fetch(`${url}/healthz`)).json()) as { nats: string }).nats === 'connected', {
    what: 'gateway NATS link',
    timeoutMs: 15_000,
  });
  return { url, app, close: () => app.close() };
}
