// Env is parsed once at start so a misconfigured process dies before it listens, naming every bad key.
import { z } from 'zod';

/** Thrown by parseEnv; `issues` lists one line per bad variable. */
export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

const base64Key32 = z.string().refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32, {
  message: 'must be base64 of exactly 32 bytes',
});

/** Variables every service reads (design.md, README configuration table). */
/**
 * An app's own NATS login (a user per service and for the gateway; nats-server refuses anonymous
 * clients under `npm start`, Compose and Kubernetes). A password shorter than 16 characters is refused,
 * so a deployment's placeholder ("replace me") never reaches nats-server.
 */
export const natsLoginEnv = z.object({
  NATS_USER: z.string().min(1).optional(),
  NATS_PASSWORD: z.string().min(16, 'must be at least 16 characters').optional(),
});

export const baseServiceEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
  NATS_URL: z
    .string()
    .regex(/^(nats|tls|wss?):\/\/[^,\s]+(,(nats|tls|wss?):\/\/[^,\s]+)*$/, 'must be nats://host:port[,…]')
    .default('nats://127.0.0.1:4222'),
  ...natsLoginEnv.shape,
  INTERNAL_SECRET: z.string().min(32, 'must be at least 32 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Retention of the EVENTS stream (contracts' EVENTS_STREAM), applied by whichever service starts. */
  EVENTS_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  EVENTS_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(2 ** 50)
    .default(1024 * 1024 * 1024),
});
export type BaseServiceEnv = z.infer<typeof baseServiceEnv>;

/** For services that encrypt secrets at rest (AES-256-GCM key). */
export const secretsEnv = z.object({ SECRETS_KEY: base64Key32 });

/** baseServiceEnv plus SECRETS_KEY. */
export const secretServiceEnv = baseServiceEnv.extend(secretsEnv.shape);
export type SecretServiceEnv = z.infer<typeof secretServiceEnv>;

/** An integer variable (a count, a limit, milliseconds) within [min, max], `fallback` when unset. */
export const envInt = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

type Env = Record<string, string | undefined>;

/** Parses env with schema; throws EnvError listing every bad variable by name. Empty strings count as unset. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Env = process.env): z.infer<S> {
  const cleaned: Env = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') cleaned[k] = v;
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const name = issue.path.length ? issue.path.join('.') : '(env)';
    const missing = issue.code === 'invalid_type' && cleaned[String(issue.path[0])] === undefined;
    return `${name}: ${missing ? 'is required' : issue.message}`;
  });
  throw new EnvError(issues);
}

/** parseEnv for server.ts: on a bad env prints the list to stderr and exits 1 before anything listens. */
export function loadEnvOrExit<S extends z.ZodType>(schema: S, env: Env = process.env): z.infer<S> {
  try {
    return parseEnv(schema, env);
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
