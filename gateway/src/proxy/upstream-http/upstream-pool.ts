// Keep-alive connections to one service (host:port), one call per connection at a time, newest idle
// connection first; calls wait in order when every connection is busy. The gateway's replacement for
// an HTTP client library on its hot path: it sends exactly the head the proxy built and parses only
// what a proxy needs, which costs a fraction of a general client per call (deploy/bench/gateway).
import net from 'node:net';
import { UpstreamCall } from './call';
import { UpstreamError } from './errors';
import { requestHead } from './request-head';
import type { AnswerHandler, UpstreamRequest } from './types';
import { UpstreamConnection, type ConnectionOwner } from './upstream-connection';

/**
 * An idle connection older than this is closed rather than used: a service may close its end after
 * 5 s idle (Node's default keep-alive timeout), and a request sent just then would be lost with it.
 */
export const IDLE_REUSE_MS = 4_000;

/**
 * Every upstream socket reads into this one buffer (net's `onread`): no Buffer and no stream 'data'
 * event per read. Reads are handled one at a time, and nothing keeps a view of it past its callback
 * (answer-parser.ts and the connection copy what they keep).
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

export interface PoolOptions {
  /** Connections open at once, at most; further calls wait for one to come free. */
  maxConnections?: number;
}

export class UpstreamPool implements ConnectionOwner {
  private readonly idle: UpstreamConnection[] = [];
  private readonly all = new Set<UpstreamConnection>();
  private readonly waiting: UpstreamCall[] = [];
  private readonly hostHeader: string;
  private readonly maxConnections: number;
  private closed = false;

  constructor(
    private readonly host: string,
    private readonly port: number,
    options: PoolOptions = {},
  ) {
    this.hostHeader = `${host.includes(':') ? `[${host}]` : host}:${port}`;
    this.maxConnections = options.maxConnections ?? 1024;
  }

  /** Throws InvalidRequestError, before anything is sent, for a request that cannot be written. */
  request(request: UpstreamRequest, handler: AnswerHandler): void {
    const framing = request.body === null ? 'none' : request.chunked ? 'chunked' : 'length';
    const head = requestHead(request.method, request.path, request.headers, framing, this.hostHeader, request.preChecked);
    const call = new UpstreamCall(request, head, handler);
    handler.onConnect(() => this.abort(call));
    if (!call.over) this.dispatch(call, false);
  }

  /** Open connections, busy or idle (for tests and metrics). */
  get size(): number {
    return this.all.size;
  }

  close(): void {
    this.closed = true;
    for (const call of this.waiting.splice(0)) this.end(call, new UpstreamError('UPSTREAM_ABORTED', 'gateway closing'));
    for (const conn of [...this.all]) conn.destroy();
  }

  release(conn: UpstreamConnection): void {
    if (this.closed) {
      conn.destroy();
      return;
    }
    const next = this.waiting.shift();
    if (next !== undefined) {
      conn.start(next);
      return;
    }
    conn.idleSince = Date.now();
    this.idle.push(conn);
  }

  forget(conn: UpstreamConnection): void {
    this.all.delete(conn);
    const at = this.idle.indexOf(conn);
    if (at !== -1) this.idle.splice(at, 1);
    // A connection came free in the count: the first waiting call may open one.
    if (this.waiting.length > 0 && this.all.size < this.maxConnections && !this.closed) {
      this.dispatch(this.waiting.shift()!, true);
    }
  }

  retry(call: UpstreamCall): void {
    call.retried = true;
    this.dispatch(call, true);
  }

  private dispatch(call: UpstreamCall, fresh: boolean): void {
    if (this.closed) {
      this.end(call, new UpstreamError('UPSTREAM_ABORTED', 'gateway closing'));
      return;
    }
    const conn = fresh ? undefined : this.takeIdle();
    if (conn !== undefined) conn.start(call);
    else if (this.all.size < this.maxConnections) this.connect().start(call);
    else this.waiting.push(call);
  }

  private takeIdle(): UpstreamConnection | undefined {
    const now = Date.now();
    for (let conn = this.idle.pop(); conn !== undefined; conn = this.idle.pop()) {
      if (now - conn.idleSince < IDLE_REUSE_MS) return conn;
      conn.destroy();
    }
    return undefined;
  }

  private connect(): UpstreamConnection {
    // eslint-disable-next-line prefer-const -- the read callback needs the connection made from its socket
    let conn: UpstreamConnection;
    const onread = {
      buffer: READ_BUFFER,
      callback: (n: number, buf: Uint8Array): boolean => {
        conn.onRead((buf as Buffer).subarray(0, n));
        return true;
      },
    };
    conn = new UpstreamConnection(net.connect({ port: this.port, host: this.host, onread }), this);
    this.all.add(conn);
    return conn;
  }

  private abort(call: UpstreamCall): void {
    if (call.over) return;
    if (call.conn !== null) {
      call.conn.abort(call);
      return;
    }
    const at = this.waiting.indexOf(call);
    if (at !== -1) this.waiting.splice(at, 1);
    this.end(call, new UpstreamError('UPSTREAM_ABORTED', 'call aborted'));
  }

  private end(call: UpstreamCall, err: UpstreamError): void {
    call.over = true;
    call.handler.onError(err);
  }
}
