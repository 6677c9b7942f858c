// Whether the browser came over TLS, which decides the sid cookie's Secure attribute. Reading and
// writing the cookie itself (and the bearer token) is service-kit's credentials.ts.
import type { IncomingHttpHeaders } from 'node:http';

export function behindTls(headers: IncomingHttpHeaders): boolean {
  const proto = headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
