// CSRF: a browser attaches the sid cookie to cross-site requests too, so a cookie-authenticated write
// (or WebSocket upgrade) is accepted only when its Origin is this site's own. Bearer tokens are never
// sent automatically by a browser, so bearer requests are exempt.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string | undefined): boolean {
  return method !== undefined && STATE_CHANGING.has(method);
}

function firstValue(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s?.split(',')[0]?.trim() || undefined;
}

/**
 * This site's origin as the browser sees it: PUBLIC_ORIGIN when configured, else from the forwarded
 * host/proto a TLS terminator adds, else from Host. A cross-site page cannot set X-Forwarded-* on a
 * browser request without a CORS preflight, which the gateway never grants.
 */
export function siteOrigin(req: IncomingMessage, publicOrigin?: string): string | null {
  if (publicOrigin) return publicOrigin.toLowerCase();
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host;
  if (!host) return null;
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const proto = firstValue(req.headers['x-forwarded-proto']) ?? (encrypted ? 'https' : 'http');
  return `${proto}://${host}`.toLowerCase();
}

/** True when the request's Origin header names this site. A missing Origin is refused. */
export function originMatches(req: IncomingMessage, publicOrigin?: string): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  const expected = siteOrigin(req, publicOrigin);
  return expected !== null && origin.toLowerCase() === expected;
}
