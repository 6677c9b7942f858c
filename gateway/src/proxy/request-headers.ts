// The headers of a proxied request, as the flat [name, value, …] list undici takes: the caller's
// headers once copied (Host included), X-Forwarded-For and -Proto appended to, and the gateway's own
// headers (signed identity, request id) in place of any the caller sent under those names.
//
// X-Forwarded-Host and -Port are not added (http-proxy's xfwd did): the service gets the caller's own
// Host, which says both, and every header here is built, checked and parsed again on each call. A
// chain a proxy in front of us sent passes through as it came.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

function appendForwarded(prior: string | string[] | undefined, value: string): string {
  if (prior === undefined || prior === '') return value;
  return `${Array.isArray(prior) ? prior.join(',') : prior},${value}`;
}

/**
 * Not copied: hop-by-hop headers (the client's Connection must not close our pooled upstream socket;
 * undici frames the body itself and refuses these names), Expect (Node's server has already answered
 * 100-continue; undici refuses it too), and the two x-forwarded-* this proxy appends to (others, e.g.
 * x-forwarded-host or x-forwarded-prefix, pass as they are).
 */
function skipped(name: string): boolean {
  switch (name) {
    case 'connection':
    case 'keep-alive':
    case 'transfer-encoding':
    case 'upgrade':
    case 'expect':
    case 'x-forwarded-for':
    case 'x-forwarded-proto':
      return true;
    default:
      return false;
  }
}

/** The caller's headers less the skipped ones, the x-forwarded-* appended to, then `extra` (undici checks them all). */
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
  out.push(
    'x-forwarded-for',
    appendForwarded(src['x-forwarded-for'], req.socket.remoteAddress ?? ''),
    'x-forwarded-proto',
    appendForwarded(src['x-forwarded-proto'], encrypted ? 'https' : 'http'),
  );
  for (const name in extra) out.push(name, extra[name]);
  return out;
}
