// One undici Pool per service (design.md §3): keep-alive connections to each service, reused call
// after call, since a fresh TCP connection per call would cost more than the proxying itself.
// undici is Node's own HTTP client (maintained with Node): its parser, keep-alive handling, timeouts
// and back-pressure are not ours to own.
import { Pool } from 'undici';

export interface Upstream {
  pool: Pool;
  /** A service URL's path (`http://host/prefix`), put before the caller's path; '' for none. */
  prefix: string;
}

export class UpstreamPools {
  private readonly byUrl = new Map<string, Upstream>();

  constructor(private readonly timeoutMs: number) {}

  /** The pool of a service URL, made on its first call (URLs come from config, so the map stays small). */
  get(url: string): Upstream {
    let u = this.byUrl.get(url);
    if (u === undefined) {
      const parsed = new URL(url);
      const pool = new Pool(parsed.origin, {
        // One call at a time per connection (undici's default, said here because it matters): a slow
        // answer must not hold up the calls queued behind it. Past 1 024 calls in flight, calls wait.
        pipelining: 1,
        connections: 1024,
        // UPSTREAM_TIMEOUT_MS for the answer's head and for any silence inside its body (504). undici
        // does not count a pause the gateway asked for (a slow caller) as silence.
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        connectTimeout: Math.min(this.timeoutMs, 10_000),
      });
      u = { pool, prefix: parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/+$/, '') };
      this.byUrl.set(url, u);
    }
    return u;
  }

  /** Ends every connection, calls in flight included (the gateway is stopping). */
  async close(): Promise<void> {
    const pools = [...this.byUrl.values()].map((u) => u.pool);
    this.byUrl.clear();
    await Promise.all(pools.map((p) => p.destroy()));
  }
}
