// EGRESS_ALLOW: what the operator lets outbound calls reach despite the refused ranges, e.g. an
// internal PowerDNS at 10.0.0.5 or the simulators on 127.0.0.1. Entries are "host" (any port),
// "host:port" (that port only) or a CIDR ("10.0.0.0/8", "fd00::/8"); hosts may be names or IPs.
import { BlockList, isIP } from 'node:net';
import { canonicalHost, splitHostPort } from './ip-literal';
import { embeddedIPv4 } from './refused-ranges';

export class EgressAllowList {
  private readonly anyPort = new Set<string>();
  private readonly withPort = new Set<string>();
  private readonly nets = new BlockList();
  /** The entries as given (normalised), for messages and logs. */
  readonly entries: readonly string[];

  constructor(entries: readonly string[]) {
    const kept: string[] = [];
    for (const raw of entries) {
      const entry = raw.trim().toLowerCase();
      if (!entry) continue;
      const problem = this.add(entry);
      if (problem) throw new Error(`"${raw.trim()}" ${problem}`);
      kept.push(entry);
    }
    this.entries = kept;
  }

  private add(entry: string): string | null {
    const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
    if (cidr) {
      const family = isIP(cidr[1]);
      const bits = Number(cidr[2]);
      if (!family || bits > (family === 4 ? 32 : 128)) return 'is not a valid CIDR (like 10.0.0.0/8)';
      this.nets.addSubnet(cidr[1], bits, family === 4 ? 'ipv4' : 'ipv6');
      return null;
    }
    const split = splitHostPort(entry);
    const host = split && canonicalHost(split.host);
    if (!split || !host) return 'is not a host, host:port or CIDR';
    if (split.port === null) this.anyPort.add(host.host);
    else this.withPort.add(`${host.host}|${split.port}`);
    return null;
  }

  /** True when `host` (canonical name or IP) on `port`, or the address it resolved to, is allowed. */
  allows(host: string, port: number, address?: string): boolean {
    // ::ffff:127.0.0.1 is 127.0.0.1 on the wire: an entry for the one allows the other.
    const mapped = address && /^::ffff:/i.test(address) ? embeddedIPv4(address)?.ipv4 : undefined;
    if (mapped && this.allows(host, port, mapped)) return true;
    for (const h of address && address !== host ? [host, address] : [host]) {
      if (this.anyPort.has(h) || this.withPort.has(`${h}|${port}`)) return true;
    }
    const ip = address ?? (isIP(host) ? host : null);
    if (!ip) return false;
    const family = isIP(ip);
    return family !== 0 && this.nets.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** Splits a comma list (EGRESS_ALLOW and the older lists folded into it). */
export function parseAllowList(text: string | undefined): EgressAllowList {
  return new EgressAllowList((text ?? '').split(','));
}
