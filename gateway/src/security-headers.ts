// Security headers on every answer of the gateway: pages, static files, health and the proxied /api.
// They are set on the raw response before anything else handles the request, so both paths of the
// server (the lean proxy and Fastify) carry them; an upstream's own header of the same name wins
// (Node merges writeHead's headers over those set here), e.g. operations' `private, no-cache` + ETag.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The shell and its remotes come from this origin (`/remotes/mf-*` under the same host), so 'self'
 * lets module federation load them; style-loader injects <style> tags and React sets style
 * attributes, hence 'unsafe-inline' for styles only. The favicon is a data: URL. No scripts from
 * anywhere else, no eval, no plugins, never framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** API answers carry user data: no browser or proxy may keep them unless the service says otherwise. */
export const API_CACHE_CONTROL = 'no-store';

const ALWAYS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'same-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
];

function isApi(url: string | undefined): boolean {
  return url !== undefined && (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'));
}

/** TLS here, or at a terminator in front (its X-Forwarded-Proto, or an https PUBLIC_ORIGIN). */
function behindTls(req: IncomingMessage, publicOrigin?: string): boolean {
  if ((req.socket as TLSSocket).encrypted === true) return true;
  if (publicOrigin?.toLowerCase().startsWith('https://')) return true;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, publicOrigin?: string): void {
  for (const [name, value] of ALWAYS) res.setHeader(name, value);
  // Browsers ignore HSTS over plain HTTP; sending it only behind TLS keeps local http:// use clean.
  if (behindTls(req, publicOrigin)) res.setHeader('strict-transport-security', HSTS);
  if (isApi(req.url)) res.setHeader('cache-control', API_CACHE_CONTROL);
}

/** Runs before the server's own request handler (prepended), for every request. */
export function installSecurityHeaders(server: Server, publicOrigin?: string): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => applySecurityHeaders(req, res, publicOrigin));
}
