// Starts a gateway (buildGateway + listen on a free port) with a real nats-server, the identity
// responder and real upstream services, and tears everything down by PID/handle.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startNats, waitFor, type TestNats } from '@dop/service-testing';
import type { ResolvedUser } from '@dop/contracts/identity';
import { buildGateway } from '../../src/app';
import type { GatewayConfig } from '../../src/config';
import type { ServiceName } from '../../src/route-table';
import { startIdentityResponder, type IdentityResponder } from './identity-responder';
import { startUpstream, type TestUpstream } from './upstream';

export const SECRET = 'gateway-test-secret-0123456789abcdef';

/** A member as identity resolves one: active operator, not stepped up, unless `more` says otherwise. */
export function member(id: string, username: string, more: Partial<ResolvedUser> = {}): ResolvedUser {
  return { id, username, role: 'operator', status: 'active', stepUpUntil: 0, ...more };
}

export const ALICE = member('u-alice', 'alice');

export interface Harness {
  url: string;
  origin: string;
  app: FastifyInstance;
  nats: TestNats;
  identity: IdentityResponder;
  upstreams: Partial<Record<ServiceName, TestUpstream>>;
  close(): Promise<void>;
}

export function baseConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    natsUrl: 'nats://127.0.0.1:1',
    internalSecret: SECRET,
    services: {},
    staticRoot: mkdtempSync(path.join(tmpdir(), 'gw-static-')),
    logLevel: 'silent',
    upstreamTimeoutMs: 5_000,
    identityTimeoutMs: 500,
    identityCacheTtlMs: 5_000,
    identityNegativeTtlMs: 1_000,
    healthTimeoutMs: 300,
    ...overrides,
  };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/**
 * Gateway with the given services deployed (each a real upstream), a session `s-alice` and token `t-alice`.
 * `overrides.services` adds services at given URLs (e.g. one nobody listens on).
 */
export async function startHarness(services: ServiceName[], overrides: Partial<GatewayConfig> = {}): Promise<Harness> {
  const nats = await startNats();
  const identity = await startIdentityResponder(nats.url);
  identity.sessions.set('s-alice', ALICE);
  identity.tokens.set('t-alice', ALICE);
  const upstreams: Harness['upstreams'] = {};
  for (const s of services) upstreams[s] = await startUpstream(SECRET);
  const urls = { ...Object.fromEntries(Object.entries(upstreams).map(([k, u]) => [k, u.url])), ...overrides.services };
  const app = await buildGateway(baseConfig({ natsUrl: nats.url, ...overrides, services: urls }));
  const url = await listen(app);
  // The gateway links to NATS in the background; tests start once /healthz reports the link up.
  await waitFor(async () => ((await (await fetch(`${url}/healthz`)).json()) as { nats: string }).nats === 'connected', {
    what: 'gateway NATS link',
  });
  return {
    url,
    origin: url,
    app,
    nats,
    identity,
    upstreams,
    async close() {
      await app.close();
      await identity.close();
      for (const u of Object.values(upstreams)) await u.close();
      await nats.stop();
    },
  };
}
