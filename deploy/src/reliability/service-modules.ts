// The services as modules, found at run time like the supervisor finds them (services/<name>/src):
// each one's buildApp and env schema. A service that lands later is picked up without editing this.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

export interface Closable {
  close(): Promise<unknown>;
}

export interface ServiceModule {
  name: string;
  buildApp: (config: unknown) => Promise<Closable>;
  /** The env schema the service parses its config with (the exported zod object with MONGODB_URI). */
  envSchema: z.ZodType;
}

function isEnvSchema(value: unknown): value is z.ZodType {
  const shape = (value as { shape?: Record<string, unknown> } | null)?.shape;
  return typeof shape === 'object' && shape !== null && 'MONGODB_URI' in shape && 'INTERNAL_SECRET' in shape;
}

export function serviceNames(root: string): string[] {
  const dir = path.join(root, 'services');
  return fs
    .readdirSync(dir)
    .filter((n) => n !== 'packages')
    .filter((n) => ['app.ts', 'config.ts'].every((f) => fs.existsSync(path.join(dir, n, 'src', f))))
    .sort();
}

export async function loadServiceModule(root: string, name: string): Promise<ServiceModule> {
  const src = path.join(root, 'services', name, 'src');
  const app = (await import(path.join(src, 'app.ts'))) as { buildApp?: ServiceModule['buildApp'] };
  const config = (await import(path.join(src, 'config.ts'))) as Record<string, unknown>;
  if (typeof app.buildApp !== 'function') throw new Error(`services/${name}/src/app.ts exports no buildApp`);
  const envSchema = Object.values(config).find(isEnvSchema);
  if (!envSchema) throw new Error(`services/${name}/src/config.ts exports no env schema (a zod object with MONGODB_URI)`);
  return { name, buildApp: app.buildApp, envSchema };
}
