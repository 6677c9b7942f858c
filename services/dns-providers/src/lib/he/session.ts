// A browser-like session on dns.he.net: a cookie jar (CGISESSID), form posts, redirects followed by
// hand so each hop's cookies are kept, every request through the account's proxy with a timeout.
// The proxy is a user's input, so the connection to it goes through the egress guard.
import { egressRefusalOf, guardedProxyAgent, type EgressPolicy } from '@dop/service-kit';
import { fetch, type Dispatcher } from 'undici';

export class HeTransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HeTransportError';
  }
}

export interface HeProxy {
  server: string;
  username?: string | null;
  password?: string | null;
}

export function proxyAgent(proxy: HeProxy | null, egress: EgressPolicy): Dispatcher | undefined {
  if (!proxy?.server) return undefined;
  const uri = /^https?:\/\//.test(proxy.server) ? proxy.server : `http://${proxy.server}`;
  const token = proxy.username ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64')}` : undefined;
  return guardedProxyAgent(egress, { uri, token });
}

export class HeSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly dispatcher?: Dispatcher,
  ) {}

  get(query: Record<string, string> = {}): Promise<string> {
    const url = new URL(this.baseUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return this.request('GET', url.toString());
  }

  post(form: Record<string, string>): Promise<string> {
    return this.request('POST', this.baseUrl, new URLSearchParams(form).toString());
  }

  private async request(method: string, url: string, body?: string): Promise<string> {
    let target = url;
    for (let hop = 0; hop < 5; hop += 1) {
      const res = await this.send(method, target, body);
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const eq = pair.indexOf('=');
        if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        target = new URL(location, target).toString();
        [method, body] = ['GET', undefined];
        continue;
      }
      const text = await res.text();
      if (res.status >= 400) throw new HeTransportError(`dns.he.net answered HTTP ${res.status}`);
      return text;
    }
    throw new HeTransportError('dns.he.net redirected too many times');
  }

  private async send(method: string, url: string, body?: string) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    try {
      return await fetch(url, {
        method,
        redirect: 'manual',
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
        dispatcher: this.dispatcher,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new HeTransportError(`dns.he.net timed out after ${this.timeoutMs} ms`);
      const refused = egressRefusalOf(err);
      if (refused) throw new HeTransportError(`proxy refused: ${refused.message}`);
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new HeTransportError(`dns.he.net unreachable: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
    }
  }
}
