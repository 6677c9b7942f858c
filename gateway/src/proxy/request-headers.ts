// The headers of a proxied request, as the flat [name, value, …] list undici takes: the caller's
// headers once copied, x-forwarded-* appended to (what http-proxy's xfwd did), and the gateway's own
// headers (signed identity, request id) in place of any the caller sent under those names.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** The port the client addressed, as http-proxy's xfwd reports it (from Host, else the scheme's default). */
function portOf(host: string | undefined, encrypted: boolean): string {
  if (host) {
    const colon = host.lastIndexOf(':');
    if (colon > host.lastIndexOf(']')) {
      const p = host.slice(colon + 1);
      if (p.length > 0) return p;
    }
  }
  return encrypted ? '443' : '80';
}

function appendForwarded(prior: string | string[] | undefined, value: string): string {
  if (prior === undefined || prior === '') return value;
  return `${Array.isArray(prior) ? prior.join(',') : prior},${value}`;
}

/**
 * Not copied: hop-by-hop headers (the client's Connection must not close our pooled upstream socket;
 * undici frames the body itself and refuses these), Expect (Node's server has already answered
 * 100-continue), and the four x-forwarded-* this proxy appends to (others, e.g. x-forwarded-prefix,
 * pass as they are).
 */
function skipped(name: string): boolean {
  switch (name) {
    case 'connection':
    case 'keep-alive':
    case 'transfer-encoding':
    case 'upgrade':
    case 'expect':
    case 'x-forwarded-for':
    case 'x-forwarded-port':
    case 'x-forwarded-proto':
    case 'x-forwarded-host':
      return true;
    default:
      return false;
  }
}

export function upstreamRequestHeaders(req: IncomingMessage, extra: Record<string, string>): string[] {
  const src = req.headers;
  const out: string[] = [];
  for (const name in src) {
    if (extra[name] !== undefined || skipped(name)) continue;
    const v = src[name];
    if (typeof v === 'string') out.push(name, v);
    else if (v !== undefined) for (const one of v) out.push(name, one);
  }
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const host = src.host;
  out.push(
    'x-forwarded-for',
    appendForwarded(src['x-forwarded-for'], req.socket.remoteAddress ?? ''),
    'x-forwarded-port',
    appendForwarded(src['x-forwarded-port'], portOf(host, encrypted)),
    'x-forwarded-proto',
    appendForwarded(src['x-forwarded-proto'], encrypted ? 'https' : 'http'),
    'x-forwarded-host',
    (src['x-forwarded-host'] as string | undefined) || host || '',
  );
  for (const name in extra) out.push(name, extra[name]);
  return out;
}
