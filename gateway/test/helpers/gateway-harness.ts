// Starts a gateway (buildGateway + listen on a free port) with a real nats-server, the identity
// responder and real upstream services, and tears everything down by PID/handle.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startNats, waitFor, type TestNats } from '@dop/service-testing';
import type { AccessChanged } from '@dop/contracts/access';
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

/** One gateway process (as far as its identity cache goes) and what it has been told. */
export interface TestGateway {
  url: string;
  app: FastifyInstance;
  /** Every access change this gateway applied to its identity cache, in order. */
  changes: AccessChanged[];
  /** The gateway's NATS link as it last reported it. */
  linked(): boolean;
}

export interface Harness extends TestGateway {
  origin: string;
  nats: TestNats;
  identity: IdentityResponder;
  upstreams: Partial<Record<ServiceName, TestUpstream>>;
  /** The config the gateway was built with (to build another one like it). */
  config: GatewayConfig;
  /** Another gateway on the same NATS and services (closed with the harness). */
  addGateway(): Promise<TestGateway>;
  /**
   * Publishes an access change as identity does and waits until every gateway of the harness has
   * applied it, so the next request shows its effect.
   */
  revoke(change: AccessChanged): Promise<void>;
  /** Stops nats-server and waits until the gateways and identity have seen their link go down. */
  stopNats(): Promise<void>;
  /** Starts nats-server again on the same port and waits until the gateways and identity are linked. */
  restartNats(): Promise<void>;
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

async function natsLinked(url: string): Promise<boolean> {
  const res = await fetch(`${url}/healthz`);
  return ((await res.json()) as { nats: string }).nats === 'connected';
}

/** Builds, listens, and waits until the gateway has linked to NATS (it links in the background). */
async function startGateway(config: GatewayConfig): Promise<TestGateway> {
  const changes: AccessChanged[] = [];
  let up = false;
  const app = await buildGateway(config, { onAccessChanged: (c) => changes.push(c), onNatsLink: (u) => (up = u) });
  const url = await listen(app);
  await waitFor(() => natsLinked(url), { what: 'gateway NATS link' });
  return { url, app, changes, linked: () => up };
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
  const config = baseConfig({ natsUrl: nats.url, ...overrides, services: urls });
  const first = await startGateway(config);
  const gateways = [first];
  let natsUp = true;
  const h: Harness = {
    ...first,
    origin: first.url,
    nats,
    identity,
    upstreams,
    config,
    async addGateway() {
      const gw = await startGateway(config);
      gateways.push(gw);
      return gw;
    },
    async revoke(change) {
      const seen = gateways.map((g) => g.changes.length);
      await identity.publish(change);
      await waitFor(() => gateways.every((g, i) => g.changes.length > seen[i]), { what: 'every gateway applied the change' });
    },
    async stopNats() {
      natsUp = false;
      await h.nats.stop();
      await waitFor(() => !identity.linked && gateways.every((g) => !g.linked()), { what: 'gateways and identity unlinked' });
    },
    async restartNats() {
      h.nats = await startNats({ port: h.nats.port });
      natsUp = true;
      await waitFor(() => identity.linked && gateways.every((g) => g.linked()), { what: 'gateways and identity linked again' });
    },
    async close() {
      for (const g of gateways) await g.app.close();
      await identity.close();
      for (const u of Object.values(upstreams)) await u.close();
      if (natsUp) await h.nats.stop();
    },
  };
  return h;
}
