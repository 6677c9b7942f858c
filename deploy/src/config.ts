// Supervisor configuration from the environment, validated once: a bad value stops `npm start` before
// anything runs, with one line per bad variable naming it.
import path from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface SupervisorConfig {
  root: string;
  port: number;
  host: string;
  dataDir: string;
  mongodbUri?: string;
  natsUrl?: string;
  internalSecret?: string;
  secretsKey?: string;
  logLevel: LogLevel;
  skipBuild: boolean;
  /** Only these services, when set (default: every services/<name>/src/server.ts). */
  services?: string[];
  /** NATS users that may read the EVENTS stream and nothing else (EVENTS_SUBSCRIBERS; default one, `subscriber`). */
  eventsSubscribers: string[];
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function flag(name: string, value: string | undefined, issues: string[]): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  issues.push(`${name}: must be 1/true or 0/false, got "${value}"`);
  return false;
}

function port(name: string, value: string | undefined, fallback: number, issues: string[]): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 65535) issues.push(`${name}: must be a port number 1-65535, got "${value}"`);
  return n;
}

export const isBase64Key32 = (v: string): boolean => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32;

/** Reads the supervisor's variables from env; throws ConfigError listing every bad one. */
export function loadConfig(env: Env, root: string): SupervisorConfig {
  const issues: string[] = [];
  const value = (k: string): string | undefined => (env[k] === '' ? undefined : env[k]);

  const mongodbUri = value('MONGODB_URI');
  if (mongodbUri && !/^mongodb(\+srv)?:\/\//.test(mongodbUri)) issues.push('MONGODB_URI: must start with mongodb:// or mongodb+srv://');
  const natsUrl = value('NATS_URL');
  if (natsUrl && !/^(nats|tls|wss?):\/\/[^,\s]+(,(nats|tls|wss?):\/\/[^,\s]+)*$/.test(natsUrl)) {
    issues.push('NATS_URL: must be nats://host:port[,…]');
  }
  const internalSecret = value('INTERNAL_SECRET');
  if (internalSecret !== undefined && internalSecret.length < 32) issues.push('INTERNAL_SECRET: must be at least 32 characters');
  const secretsKey = value('SECRETS_KEY');
  if (secretsKey !== undefined && !isBase64Key32(secretsKey)) issues.push('SECRETS_KEY: must be base64 of exactly 32 bytes');
  const logLevel = (value('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) issues.push(`LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')}`);
  const host = value('HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) issues.push('HOST: must be a host name or address');
  const services = value('SERVICES')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (services?.some((s) => !/^[a-z][a-z0-9-]*$/.test(s))) issues.push('SERVICES: must be a comma-separated list of service names');
  const eventsSubscribers = (value('EVENTS_SUBSCRIBERS') ?? 'subscriber')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (eventsSubscribers.some((s) => !/^[a-z][a-z0-9-]{0,40}$/.test(s)))
    issues.push('EVENTS_SUBSCRIBERS: must be a comma-separated list of names (a-z, 0-9, -)');

  const config: SupervisorConfig = {
    root,
    port: port('PORT', value('PORT'), 8080, issues),
    host,
    dataDir: path.resolve(root, value('DATA_DIR') ?? 'data'),
    mongodbUri,
    natsUrl,
    internalSecret,
    secretsKey,
    logLevel,
    skipBuild: flag('SKIP_BUILD', value('SKIP_BUILD'), issues),
    services,
    eventsSubscribers,
  };
  if (issues.length) throw new ConfigError(issues);
  return config;
}

/** The address a browser on this machine uses: a wildcard bind is reached through loopback. */
export function publicHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
}
