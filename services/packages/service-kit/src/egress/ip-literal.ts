// Host names as a URL parser sees them. 2130706433, 0x7f.1, 0177.0.0.1, 127.1 and ％-encoded or
// full-width digits all mean 127.0.0.1 to the WHATWG URL parser (and to getaddrinfo), so every host is
// put through it first and judged by the canonical form; a check on the raw text would miss them.
import { isIP } from 'node:net';

export interface CanonicalHost {
  /** Lower-case name, or the canonical IP (IPv6 without brackets). */
  host: string;
  /** The IP when the host is a literal address in any spelling, else null. */
  ip: string | null;
}

/** Canonical form of a host (name, IPv4 in any spelling, IPv6 with or without brackets); null if not a host. */
export function canonicalHost(raw: string): CanonicalHost | null {
  let text = raw.trim();
  if (!text) return null;
  if (isIP(text) === 6) text = `[${text}]`;
  let hostname: string;
  try {
    const url = new URL(`http://${text}/`);
    if (url.username || url.password || url.port || url.pathname !== '/' || url.search || url.hash) return null;
    hostname = url.hostname;
  } catch {
    return null;
  }
  // A trailing dot names the same host (fully qualified); drop it so "localhost." matches "localhost".
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return { host, ip: isIP(host) ? host : null };
}

/** "host:port" or "[v6]:port" or a bare host, split; the port is null when not given. */
export function splitHostPort(text: string): { host: string; port: number | null } | null {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(text) ?? /^([^:]+)(?::(\d+))?$/.exec(text);
  if (m) {
    const port = m[2] === undefined ? null : Number(m[2]);
    return port !== null && (port < 1 || port > 65535) ? null : { host: m[1], port };
  }
  if (isIP(text) === 6) return { host: text, port: null };
  return null;
}
