// How services and the gateway are run: each its own Node process through tsx (no build step), with the
// env of the platform conventions. Services always bind loopback: only the gateway is reached from outside.
import fs from 'node:fs';
import path from 'node:path';
import type { SupervisorConfig } from './config';
import { ManagedProcess } from './managed-process';
import type { NatsLogin } from './nats-users';
import type { Secrets } from './secrets';
import { mongoUriFor, type ServiceDef } from './services';

export interface Endpoints {
  mongoUrl: string;
  natsUrl: string;
  /** App name (service or `gateway`) → its NATS login, when the supervisor runs nats-server itself. */
  natsLogins?: Record<string, NatsLogin>;
}

/** NATS_USER / NATS_PASSWORD of one app (none when NATS_URL names an outside server). */
export function natsLoginEnv(endpoints: Endpoints, app: string): NodeJS.ProcessEnv {
  const login = endpoints.natsLogins?.[app];
  return login ? { NATS_USER: login.user, NATS_PASSWORD: login.password } : {};
}

/** What every service and the gateway share; SERVICE_*_URL from the caller's env never leaks into the gateway. */
export function baseEnv(config: SupervisorConfig, endpoints: Endpoints, secrets: Secrets): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Absolute, so a service that keeps files (identity's mail outbox) uses the supervisor's data directory.
    DATA_DIR: config.dataDir,
    NATS_URL: endpoints.natsUrl,
    INTERNAL_SECRET: secrets.internalSecret,
    LOG_LEVEL: config.logLevel,
  };
  for (const key of Object.keys(env)) if (/^SERVICE_.*_URL$/.test(key)) delete env[key];
  return env;
}

export function serviceProcess(
  root: string,
  svc: ServiceDef,
  port: number,
  env: NodeJS.ProcessEnv,
  endpoints: Endpoints,
  secrets: Secrets,
): ManagedProcess {
  return new ManagedProcess({
    name: svc.name,
    command: process.execPath,
    args: ['--import', 'tsx', svc.entry],
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: mongoUriFor(endpoints.mongoUrl, svc.name),
      ...natsLoginEnv(endpoints, svc.name),
      SECRETS_KEY: secrets.secretsKey,
    },
    restart: true,
  });
}

export function gatewayEntry(root: string): string {
  const entry = path.join(root, 'gateway/src/server.ts');
  if (!fs.existsSync(entry)) throw new Error('the gateway is missing: gateway/src/server.ts does not exist');
  return entry;
}

export function gatewayProcess(config: SupervisorConfig, env: NodeJS.ProcessEnv, serviceUrls: Record<string, string>): ManagedProcess {
  return new ManagedProcess({
    name: 'gateway',
    command: process.execPath,
    args: ['--import', 'tsx', gatewayEntry(config.root)],
    cwd: config.root,
    env: { ...env, ...serviceUrls, PORT: String(config.port), HOST: config.host, STATIC_ROOT: config.root },
    restart: true,
  });
}
