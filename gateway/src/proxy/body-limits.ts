// How large a request body each /api route takes, read in full by the gateway before it is forwarded
// (body-reader.ts). The limits match the services' own Fastify bodyLimit, so a body the gateway lets
// through is never one the service refuses halfway through (which the caller saw as a 502, EPIPE).

const MiB = 1024 * 1024;

/** service-kit's createService default (1 MiB): every service that sets no bodyLimit of its own. */
export const DEFAULT_BODY_LIMIT = MiB;

/**
 * Routes that take more, by path prefix (a prefix matches itself and anything below it). Bulk domain
 * adds and tag updates carry up to 10 000 names or ids; the domains service allows 4 MiB for them
 * (services/domains/src/app.ts).
 */
export const BODY_LIMITS: ReadonlyArray<readonly [prefix: string, bytes: number]> = [
  ['/api/domains/bulk', 4 * MiB],
  ['/api/domains/update-tags', 4 * MiB],
];

/** The body limit of a path (without its query string): the longest matching prefix, else the default. */
export function bodyLimitOf(path: string): number {
  let best = -1;
  let limit = DEFAULT_BODY_LIMIT;
  for (const [prefix, bytes] of BODY_LIMITS) {
    if (prefix.length <= best || !path.startsWith(prefix)) continue;
    const next = path.charCodeAt(prefix.length);
    if (!Number.isNaN(next) && next !== 47 /* / */) continue;
    best = prefix.length;
    limit = bytes;
  }
  return limit;
}

/** "1 MiB", "4 MiB", "512 KiB": the limit as the 413 names it. */
export function formatBytes(bytes: number): string {
  if (bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
