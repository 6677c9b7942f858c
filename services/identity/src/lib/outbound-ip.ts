// currentIp in settings: the server's outbound IP, detected once and cached for an hour. With
// PUBLIC_IP_URL (a what-is-my-ip service) its answer wins; otherwise the first public-looking IPv4 of
// the host's interfaces, then any non-internal one.
import { networkInterfaces } from 'node:os';
import { isIPv4 } from 'node:net';

const CACHE_MS = 3600_000;
const PRIVATE = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^127\./];

export function interfaceIp(ifaces = networkInterfaces()): string | null {
  const all = Object.values(ifaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => i.address);
  return all.find((ip) => !PRIVATE.some((re) => re.test(ip))) ?? all[0] ?? null;
}

export class OutboundIp {
  private cached: { ip: string | null; at: number } | null = null;

  constructor(
    private readonly publicIpUrl?: string,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string | null> {
    if (this.cached && this.now() - this.cached.at < CACHE_MS) return this.cached.ip;
    const ip = (await this.fromService()) ?? interfaceIp();
    this.cached = { ip, at: this.now() };
    return ip;
  }

  private async fromService(): Promise<string | null> {
    if (!this.publicIpUrl) return null;
    try {
      const res = await fetch(this.publicIpUrl, { signal: AbortSignal.timeout(3000) });
      const text = (await res.text()).trim();
      return res.ok && isIPv4(text) ? text : null;
    } catch {
      return null;
    }
  }
}
