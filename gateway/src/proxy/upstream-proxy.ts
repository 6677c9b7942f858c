// Forwarding to services over a keep-alive agent (a fresh TCP connection per call would cost more than
// the proxying itself). Upstream failures become 502 JSON, stalls 504 JSON.
//
// Plain-HTTP services without a path prefix (every service of a normal deployment) take a lean path
// (lean-forward.ts) over a keep-alive pool per service (upstream-http/): it does what http-proxy did for us —
// x-forwarded-for/-port/-proto/-host (xfwd), the client's Connection header kept off the pooled
// upstream socket, hop-by-hop response headers dropped — at a fraction of the cost per call. https://
// targets or targets with a path, and WebSocket upgrades, stay on http-proxy.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseUrl, type Url } from 'node:url';
import httpProxy from 'http-proxy';
import { rejectUpgrade, sendJsonError } from '../http/json-error';
import { setSecurityHeaders } from '../security-headers';
import { forwardLean, type ProxyLogger } from './lean-forward';
import { UpstreamPool } from './upstream-http/upstream-pool';

export type { ProxyLogger } from './lean-forward';

const TIMEOUT_CODE = 'UPSTREAM_TIMEOUT';

export class UpstreamProxy {
  // noDelay: without it Nagle + delayed ACK hold small responses back for up to 40 ms (it showed in p99).
  private readonly agent = new http.Agent({ keepAlive: true, noDelay: true, maxSockets: 1024, maxFreeSockets: 256, scheduling: 'lifo' });
  private readonly web = httpProxy.createProxyServer({ agent: this.agent, xfwd: true });
  // Upgraded sockets leave the pool for good, so WebSockets use plain one-off connections.
  private readonly ws = httpProxy.createProxyServer({ ws: true, xfwd: true });
  private readonly answered = new WeakSet<Duplex>();
  // http-proxy parses a string target on every call; parsed once per service instead.
  private readonly targets = new Map<string, Url>();
  private readonly pools = new Map<string, UpstreamPool | null>();

  constructor(
    private readonly timeoutMs: number,
    private readonly log: ProxyLogger,
  ) {
    this.web.on('proxyReq', (proxyReq) => {
      // Hop-by-hop: the client's "Connection: close" must not close our pooled upstream socket.
      proxyReq.removeHeader('connection');
      proxyReq.setTimeout(this.timeoutMs, () => {
        const err = Object.assign(new Error(`no answer within ${this.timeoutMs} ms`), { code: TIMEOUT_CODE });
        proxyReq.destroy(err);
      });
    });
    // Once the upstream has answered (101 or otherwise) the client socket carries its bytes, so a
    // later error may only close it, never write a 502 into the middle of a WebSocket stream.
    this.ws.on('proxyReqWs', (proxyReq: http.ClientRequest, _req: IncomingMessage, socket: Duplex) => {
      const answered = (): void => void this.answered.add(socket);
      proxyReq.once('upgrade', answered);
      proxyReq.once('response', answered);
    });
  }

  /** The pool of a plain-HTTP target without a path, or null when the target needs http-proxy. */
  private pool(url: string): UpstreamPool | null {
    let p = this.pools.get(url);
    if (p === undefined) {
      const u = this.target(url);
      const plain = u.protocol === 'http:' && (u.pathname === null || u.pathname === '/') && !u.search && !u.auth;
      // One call at a time per connection, as with Node's agent: a slow answer must not hold up others.
      p = plain ? new UpstreamPool(u.hostname!, Number(u.port || 80), { maxConnections: 1024 }) : null;
      this.pools.set(url, p);
    }
    return p;
  }

  private target(url: string): Url {
    let t = this.targets.get(url);
    if (!t) {
      t = parseUrl(url);
      this.targets.set(url, t);
    }
    return t;
  }

  /**
   * `headers` are added to the proxied request (signed identity, x-request-id); the request id also
   * goes back to the caller on every answer, the upstream's own or an error, with `security`
   * (security-headers.ts) where the answer has no header of that name.
   */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    service: string,
    target: string,
    headers: Record<string, string>,
    security: readonly string[],
  ): void {
    const pool = this.pool(target);
    if (pool) {
      forwardLean(pool, req, res, service, headers, security, this.timeoutMs, this.log);
      return;
    }
    // http-proxy sets the answer's headers one by one, over these.
    setSecurityHeaders(res, security);
    const requestId = headers['x-request-id'];
    if (requestId !== undefined) res.setHeader('x-request-id', requestId);
    this.web.web(req, res, { target: this.target(target), headers }, (err: NodeJS.ErrnoException) => {
      if (res.writableEnded || res.destroyed) return;
      if (err.code === TIMEOUT_CODE) {
        this.log.warn({ service, url: req.url }, 'upstream timeout');
        sendJsonError(res, 504, 'upstream_timeout', `Service ${service} did not answer in time`);
        return;
      }
      this.log.warn({ service, url: req.url, err: err.message }, 'upstream error');
      sendJsonError(res, 502, 'bad_gateway', `Service ${service} is unreachable`);
    });
  }

  forwardUpgrade(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    service: string,
    target: string,
    headers: Record<string, string>,
  ): void {
    this.ws.ws(req, socket, head, { target: this.target(target), headers }, (err: Error) => {
      if (this.answered.has(socket)) {
        socket.destroy();
        return;
      }
      this.log.warn({ service, url: req.url, err: err.message }, 'websocket upstream error');
      rejectUpgrade(socket, 502, 'bad_gateway', `Service ${service} is unreachable`);
    });
  }

  close(): void {
    this.web.close();
    this.ws.close();
    this.agent.destroy();
    for (const pool of this.pools.values()) pool?.close();
  }
}
