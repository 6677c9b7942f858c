// Gateway configuration: parsed from env once (through service-kit, so env parsing lives in one place).
import path from 'node:path';
import { z } from 'zod';
// Deep imports: the kit's index also loads mongoose, prom-client and the Fastify service factory,
// none of which the gateway uses.
import { natsLoginEnv, parseEnv } from '@dop/service-kit/src/env';
import type { TrustedProxies } from '@dop/service-kit/src/client-ip';
import { trustedProxiesVar } from '@dop/service-kit/src/trusted-proxies-env';
import { SERVICE_NAMES, type ServiceName } from './route-table';

export interface GatewayConfig {
  host: string;
  port: number;
  natsUrl: string;
  natsCredentials?: { user: string; pass: string };
  internalSecret: string;
  /** Only deployed services appear here; a missing one answers 503 and is left out of /healthz. */
  services: Partial<Record<ServiceName, string>>;
  staticRoot: string;
  /** Released remote builds (deploy/release-remote): RELEASES_DIR, else DATA_DIR/releases. */
  releasesDir?: string;
  /** When set, the only Origin accepted on cookie-authenticated writes; otherwise derived from Host. */
  publicOrigin?: string;
  logLevel: string;
  upstreamTimeoutMs: number;
  identityTimeoutMs: number;
  identityCacheTtlMs: number;
  identityStaleMs?: number;
  identityNegativeTtlMs: number;
  healthTimeoutMs: number;
  /** Requests in flight per client (user, else address) before a 429; default 64 (proxy/client-share.ts). */
  maxConnectionsPerClient?: number;
  /** A request body (or head) silent this long answers 408; default 10 s. */
  bodyTimeoutMs?: number;
  /** Proxies in front of the gateway whose X-Forwarded-For is believed for the client's address; default none. */
  trustedProxies?: TrustedProxies;
}

export const serviceEnvKey = (name: ServiceName): string => `SERVICE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

const httpUrl = z.string().regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http(s):// URL');
const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const serviceUrls = Object.fromEntries(SERVICE_NAMES.map((n) => [serviceEnvKey(n), httpUrl.optional()]));

export const gatewayEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  NATS_URL: z
    .string()
    .regex(/^(nats|tls|wss?):\/\/[^,\s]+(,(nats|tls|wss?):\/\/[^,\s]+)*$/, 'must be nats://host:port[,…]')
    .default('nats://127.0.0.1:4222'),
  ...natsLoginEnv.shape,
  INTERNAL_SECRET: z.string().min(32, 'must be at least 32 characters'),
  STATIC_ROOT: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  RELEASES_DIR: z.string().min(1).optional(),
  PUBLIC_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^\s/]+$/, 'must be scheme://host[:port] with no path')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPSTREAM_TIMEOUT_MS: ms(30_000),
  // A session seen for the first time waits this long for identity before a 503: under a burst (a
  // 5,000-domain bulk add filling the database) a first resolve took over 1.5 s, and a late answer
  // beats a refused request. Known sessions never wait (IDENTITY_STALE_MS).
  IDENTITY_TIMEOUT_MS: ms(5_000),
  // A confirmed user is served from cache this long past its 5 s while identity is asked again.
  IDENTITY_STALE_MS: z.coerce.number().int().min(0).default(30_000),
  // Transport limits (issue 26): a client's share of the upstream pools, and how long a request body may
  // stay silent before 408.
  GATEWAY_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().positive().default(64),
  GATEWAY_BODY_TIMEOUT_MS: ms(10_000),
  // The gateway is the edge by default: its peer is the client. Behind a load balancer, name it here.
  GATEWAY_TRUSTED_PROXIES: trustedProxiesVar(''),
  ...serviceUrls,
});

/** The repo root: gateway/src/.. /.. — where shell/dist and mf-*\/dist are built. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function configFromEnv(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const e = parseEnv(gatewayEnv, env) as z.infer<typeof gatewayEnv> & Record<string, string | undefined>;
  const services: Partial<Record<ServiceName, string>> = {};
  for (const name of SERVICE_NAMES) {
    const url = e[serviceEnvKey(name)];
    if (url) services[name] = url.replace(/\/+$/, '');
  }
  return {
    host: e.HOST,
    port: e.PORT,
    natsUrl: e.NATS_URL,
    natsCredentials: e.NATS_USER ? { user: e.NATS_USER, pass: e.NATS_PASSWORD ?? '' } : undefined,
    internalSecret: e.INTERNAL_SECRET,
    services,
    staticRoot: path.resolve(e.STATIC_ROOT ?? REPO_ROOT),
    // Same default as deploy/release-remote, so both find the same folder under npm start.
    releasesDir: path.resolve(REPO_ROOT, e.RELEASES_DIR ?? path.join(e.DATA_DIR ?? 'data', 'releases')),
    publicOrigin: e.PUBLIC_ORIGIN,
    logLevel: e.LOG_LEVEL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    identityTimeoutMs: e.IDENTITY_TIMEOUT_MS,
    identityCacheTtlMs: 5_000,
    identityStaleMs: e.IDENTITY_STALE_MS,
    identityNegativeTtlMs: 1_000,
    healthTimeoutMs: 500,
    maxConnectionsPerClient: e.GATEWAY_MAX_CONNECTIONS_PER_CLIENT,
    bodyTimeoutMs: e.GATEWAY_BODY_TIMEOUT_MS,
    trustedProxies: e.GATEWAY_TRUSTED_PROXIES,
  };
}
