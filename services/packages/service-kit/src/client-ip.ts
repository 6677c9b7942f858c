// The caller's address, for identity's per-IP limits, lockout and audit log and for the gateway's
// per-client share of its upstream pools. X-Forwarded-For is believed only when the immediate peer is a
// trusted proxy (TRUSTED_PROXIES): each proxy appends the peer it saw, so walking the chain from the
// right and skipping trusted proxies finds the first address nobody we trust vouches for beyond. Anyone
// else cannot pick an address by sending the header (which would let a stranger lock out someone
// else's address, or spread one client over many shares).
import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** As configured, for logs. */
  readonly text: string;
  has(ip: string): boolean;
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is 10.0.0.1. */
export function normalizeIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1] : ip;
}

/** Parses `1.2.3.4, 10.0.0.0/8, ::1`; throws naming the first entry that is not an IP or CIDR. */
export function parseTrustedProxies(text: string): TrustedProxies {
  const list = new BlockList();
  for (const raw of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [addr, bits, extra] = raw.split('/');
    const family = isIP(addr);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (
      !family ||
      extra !== undefined ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > max ||
      (bits !== undefined && !/^\d+$/.test(bits))
    ) {
      throw new Error(`"${raw}" is not an IP address or CIDR`);
    }
    list.addSubnet(addr, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    text,
    has(ip) {
      const n = normalizeIp(ip);
      const family = isIP(n);
      return family !== 0 && list.check(n, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

export function clientIp(headers: IncomingHttpHeaders, peer: string, trusted: TrustedProxies): string {
  const socketIp = normalizeIp(peer);
  if (!trusted.has(socketIp)) return socketIp;
  const xff = headers['x-forwarded-for'];
  const chain = (Array.isArray(xff) ? xff.join(',') : (xff ?? ''))
    .split(',')
    .map((s) => normalizeIp(s.trim()))
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i];
    // A garbled entry ends the walk: what lies left of it cannot be believed either.
    if (hop.length > 64 || isIP(hop) === 0) return i === chain.length - 1 ? socketIp : chain[i + 1];
    if (!trusted.has(hop) || i === 0) return hop;
  }
  return socketIp;
}
