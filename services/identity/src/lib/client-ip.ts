// The caller's address for the per-IP limit: the gateway proxies with x-forwarded-for (http-proxy
// xfwd) and appends the peer it saw last, so the last entry is the one the gateway vouches for.
import type { IncomingHttpHeaders } from 'node:http';

export function clientIp(headers: IncomingHttpHeaders, socketIp: string): string {
  const xff = headers['x-forwarded-for'];
  const value = Array.isArray(xff) ? xff.join(',') : xff;
  const last = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last && last.length <= 64 ? last : socketIp;
}
