// Security headers on every answer of the gateway: pages, static files, health and the proxied /api.
// app.ts sets them on the raw response before Fastify handles a request; the proxy (proxy-handler.ts)
// adds them to the service's answer, or sets them before its own error answers. An upstream's own
// header of the same name wins, e.g. operations' `private, no-cache` + ETag.
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * Every /api answer is data (JSON, a log stream), never a page of ours: opened as a document, it may
 * load and run nothing and may not be framed (OWASP's REST headers). Referrer-Policy and COOP concern
 * documents only, so API answers go without them; 250 fewer bytes on every API call.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const PAGES = [
  'content-security-policy',
  CONTENT_SECURITY_POLICY,
  'x-content-type-options',
  'nosniff',
  'x-frame-options',
  'DENY',
  'referrer-policy',
  'same-origin',
  'cross-origin-opener-policy',
  'same-origin',
];

const API = [
  'content-security-policy',
  API_CONTENT_SECURITY_POLICY,
  'x-content-type-options',
  'nosniff',
  'x-frame-options',
  'DENY',
  'cache-control',
  API_CACHE_CONTROL,
];

/** The four lists a request can get, built once: [name, value, …] by (behind TLS, under /api). */
const LISTS: ReadonlyArray<readonly string[]> = [false, true].flatMap((tls) =>
  [false, true].map((api) => [...(api ? API : PAGES), ...(tls ? ['strict-transport-security', HSTS] : [])]),
);

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

/**
 * The security headers of this request's answer as [name, value, …]. Browsers ignore HSTS over plain
 * HTTP; sending it only behind TLS keeps local http:// use clean.
 */
export function securityHeaders(req: IncomingMessage, publicOrigin?: string): readonly string[] {
  return LISTS[(behindTls(req, publicOrigin) ? 2 : 0) + (isApi(req.url) ? 1 : 0)];
}

/** Set on the response ahead of whatever answers (Fastify, an error): names set later win. */
export function setSecurityHeaders(res: ServerResponse, list: readonly string[]): void {
  for (let i = 0; i < list.length; i += 2) res.setHeader(list[i], list[i + 1]);
}

/**
 * `list` added to an answer head given as [name, value, …] with lower-case names, except the names the
 * answer has itself. The proxy's hot path writes the two in one writeHead: headers set on the response
 * beforehand would send Node's writeHead down its slow path (a setHeader per name of the answer).
 */
export function addSecurityHeaders(head: (string | string[])[], list: readonly string[]): (string | string[])[] {
  const own = head.length;
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i];
    let at = 0;
    while (at < own && head[at] !== name) at += 2;
    if (at === own) head.push(name, list[i + 1]);
  }
  return head;
}
