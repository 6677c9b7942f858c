// Services are found, not listed: every services/<name>/src/server.ts is one, so a new service runs
// under `npm start` as soon as it exists.
import fs from 'node:fs';
import path from 'node:path';

export interface ServiceDef {
  name: string;
  entry: string;
}

export function discoverServices(root: string, only?: string[]): ServiceDef[] {
  const dir = path.join(root, 'services');
  if (!fs.existsSync(dir)) return [];
  const found = fs
    .readdirSync(dir)
    .filter((name) => name !== 'packages')
    .map((name) => ({ name, entry: path.join(dir, name, 'src/server.ts') }))
    .filter((s) => fs.existsSync(s.entry))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!only) return found;
  const unknown = only.filter((n) => !found.some((s) => s.name === n));
  if (unknown.length)
    throw new Error(`SERVICES names unknown services: ${unknown.join(', ')} (found: ${found.map((s) => s.name).join(', ') || 'none'})`);
  return found.filter((s) => only.includes(s.name));
}

/** The gateway's variable for a service's base URL: dns-providers → SERVICE_DNS_PROVIDERS_URL. */
export function serviceUrlVar(name: string): string {
  return `SERVICE_${name.toUpperCase().replace(/-/g, '_')}_URL`;
}

/**
 * One database per service by default (design.md §5): the service name becomes the database of the URI
 * unless the URI already names one.
 */
export function mongoUriFor(uri: string, service: string): string {
  const m = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!m) return uri;
  const [, base, dbPath, query] = m;
  if (dbPath && dbPath !== '/') return uri;
  return `${base}/${service.replace(/-/g, '_')}${query ?? ''}`;
}
