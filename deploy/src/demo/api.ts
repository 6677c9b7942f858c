// The demo talks to the product as a browser would: through the gateway, with the session cookie it
// got at sign-in and the site's Origin on writes (the gateway's CSRF check).
export class DemoApi {
  private cookie = '';

  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        origin: this.baseUrl,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) this.cookie = sid.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get = <T = unknown>(path: string) => this.call<T>('GET', path);
  post = <T = unknown>(path: string, body?: unknown) => this.call<T>('POST', path, body ?? {});
}

/** The demo's waits (service-kit's waitFor): a slow machine gets 90 s by default, polled twice a second. */
export const DEMO_WAIT = (what: string, timeoutMs = 90_000) => ({ what, timeoutMs, intervalMs: 500 });
