// The shared harness of the UpstreamPool tests (pool-*.test.ts): a handler that records what it was told,
// a node:http server for well-behaved services, raw node:net servers for the exact bytes of a misbehaving
// one, and usePoolHarness(), which starts the service and closes every pool and server after each test.
import { createHash } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { UpstreamError } from '../../../../src/proxy/upstream-http/errors';
import type { AnswerHandler, UpstreamRequest } from '../../../../src/proxy/upstream-http/types';
import { UpstreamPool } from '../../../../src/proxy/upstream-http/upstream-pool';

// ---------------------------------------------------------------------------------------------------
// The call's side: a handler that records what it was told, and checks the order of the callbacks.

export interface Outcome {
  status: number | null;
  statusText: string;
  headers: string[];
  body: Buffer;
  error: UpstreamError | null;
}

export interface Hooks {
  onHeaders?(rec: Recorder): boolean;
  /** Return false to pause the answer (call rec.resume() to continue). */
  onData?(chunk: Buffer, rec: Recorder): boolean;
}

const recorders: Recorder[] = [];

export class Recorder implements AnswerHandler {
  abort: () => void = () => {
    throw new Error('onConnect was not called');
  };
  resume: () => void = () => undefined;
  readonly log: string[] = [];
  readonly problems: string[] = [];
  readonly chunks: Buffer[] = [];
  status: number | null = null;
  statusText = '';
  headers: string[] = [];
  error: UpstreamError | null = null;
  /** Set while the answer is paused by this handler (onData/onHeaders returned false). */
  paused = false;
  private settled = false;
  private settle!: (o: Outcome) => void;
  readonly done = new Promise<Outcome>((resolve) => (this.settle = resolve));

  constructor(private readonly hooks: Hooks = {}) {
    recorders.push(this);
  }

  private check(what: string): void {
    this.log.push(what);
    if (this.settled) this.problems.push(`${what} after the call was over`);
    if (what !== 'connect' && this.log[0] !== 'connect') this.problems.push(`${what} before onConnect`);
  }

  get body(): Buffer {
    return Buffer.concat(this.chunks);
  }

  onConnect(abort: () => void): void {
    if (this.log.includes('connect')) this.problems.push('onConnect twice');
    this.check('connect');
    this.abort = abort;
  }

  onHeaders(status: number, headers: string[], resume: () => void, statusText: string): boolean {
    if (this.log.includes('headers')) this.problems.push('onHeaders twice');
    this.check('headers');
    this.status = status;
    this.statusText = statusText;
    this.headers = headers;
    this.resume = () => {
      this.paused = false;
      resume();
    };
    const go = this.hooks.onHeaders?.(this) ?? true;
    if (!go) this.paused = true;
    return go;
  }

  onData(chunk: Buffer): boolean {
    this.check('data');
    if (this.paused) this.problems.push('onData while paused');
    if (this.log.at(-2) !== 'headers' && this.log.at(-2) !== 'data') this.problems.push('onData before onHeaders');
    this.chunks.push(chunk);
    const go = this.hooks.onData?.(chunk, this) ?? true;
    if (!go) this.paused = true;
    return go;
  }

  onComplete(): void {
    this.check('complete');
    if (!this.log.includes('headers')) this.problems.push('onComplete without onHeaders');
    this.settled = true;
    this.settle(this.outcome());
  }

  onError(err: UpstreamError): void {
    this.check('error');
    this.settled = true;
    this.error = err;
    this.settle(this.outcome());
  }

  private outcome(): Outcome {
    return { status: this.status, statusText: this.statusText, headers: this.headers, body: this.body, error: this.error };
  }
}

export function request(path: string, more: Partial<UpstreamRequest> = {}): UpstreamRequest {
  return { method: 'GET', path, headers: [], body: null, chunked: false, timeoutMs: 5_000, ...more };
}

export function call(pool: UpstreamPool, req: UpstreamRequest, hooks?: Hooks): Recorder {
  const rec = new Recorder(hooks);
  pool.request(req, rec);
  return rec;
}

/** One value of a flat header list. */
export function header(headers: string[], name: string): string | undefined {
  for (let i = 0; i < headers.length; i += 2) if (headers[i] === name) return headers[i + 1];
  return undefined;
}

const pools: UpstreamPool[] = [];
export function newPool(port: number, maxConnections?: number): UpstreamPool {
  const pool = new UpstreamPool('127.0.0.1', port, maxConnections === undefined ? {} : { maxConnections });
  pools.push(pool);
  return pool;
}

// ---------------------------------------------------------------------------------------------------
// A well-behaved service.

/** A deterministic body of any size (not a repeating short pattern, so a misplaced piece shows). */
function pattern(size: number): Buffer {
  const buf = Buffer.allocUnsafe(size);
  let x = 0x12345678;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    buf[i] = x >>> 24;
  }
  return buf;
}
export const BIG = pattern(8 * 1024 * 1024);
export const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
export const BIG_SHA = sha256(BIG);

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  conn: number;
}

export const bus = new EventEmitter();
export const seen: Seen[] = [];
const connIds = new WeakMap<net.Socket, number>();
let nextConnId = 0;
export const gated: ServerResponse[] = [];
/** Whether /gate answers at once; a test file that opens the gate passes its own flag to usePoolHarness(). */
let gateOpen: () => boolean = () => false;

const server = http.createServer((req, res) => {
  const conn = connIds.get(req.socket) ?? -1;
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, conn });
  bus.emit('request', req);
  const url = new URL(req.url ?? '/', 'http://x');
  switch (url.pathname) {
    case '/echo': {
      const hash = createHash('sha256');
      let length = 0;
      const first: Buffer[] = [];
      req.on('data', (c: Buffer) => {
        hash.update(c);
        if (length < 1024) first.push(c);
        length += c.length;
      });
      req.on('end', () => {
        const text = length < 1024 ? Buffer.concat(first).toString('latin1') : null;
        const answer = JSON.stringify({
          length,
          sha256: hash.digest('hex'),
          text,
          te: req.headers['transfer-encoding'] ?? null,
          cl: req.headers['content-length'] ?? null,
        });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
        res.end(answer);
      });
      return;
    }
    case '/hang':
      // Never answered; the test waits for the close.
      bus.emit('hang', req, res);
      return;
    case '/gate':
      if (gateOpen()) res.end('g');
      else {
        gated.push(res);
        bus.emit('gated');
      }
      return;
    case '/stall-body':
      res.writeHead(200, { 'content-length': '100' });
      res.write('part');
      bus.emit('stalled', res);
      return;
    case '/die':
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '1000' });
      res.write('partial', () => res.socket?.destroy());
      return;
    case '/big': {
      const size = Number(url.searchParams.get('size') ?? BIG.length);
      const body = BIG.subarray(0, size);
      if (url.searchParams.has('chunked')) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        for (let at = 0; at < body.length; at += 100_000) res.write(body.subarray(at, at + 100_000));
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(body.length) });
        res.end(body);
      }
      return;
    }
    case '/close':
      res.writeHead(200, { connection: 'close', 'content-length': '3' });
      res.end('bye');
      return;
    default:
      req.resume();
      res.writeHead(200, 'Fine', { 'content-type': 'text/plain', 'content-length': '5', 'x-path': req.url ?? '' });
      res.end('hello');
  }
});
server.on('connection', (socket: net.Socket) => {
  connIds.set(socket, nextConnId++);
  bus.emit('connection', socket);
});

/** Connections the service saw requests on, from the requests seen since the test began. */
export const connectionsSeen = (): number => new Set(seen.map((s) => s.conn)).size;

export let port = 0;

// ---------------------------------------------------------------------------------------------------
// A raw service that writes exact bytes.

export interface RawConn {
  socket: net.Socket;
  /** Heads of the requests read on this connection, in order. */
  requests: string[];
  closed: Promise<void>;
}

export interface RawServer {
  port: number;
  conns: RawConn[];
  server: net.Server;
}

const rawServers: RawServer[] = [];

/**
 * `onRequest` is called with each request's head (bodies framed by content-length are read past);
 * `conn.requests.length - 1` is its index on the connection.
 */
export async function startRaw(onRequest: (conn: RawConn, head: string, raw: RawServer) => void): Promise<RawServer> {
  const raw: RawServer = { port: 0, conns: [], server: net.createServer() };
  raw.server.on('connection', (socket) => {
    const conn: RawConn = { socket, requests: [], closed: once(socket, 'close').then(() => undefined) };
    raw.conns.push(conn);
    let buf = Buffer.alloc(0);
    let skip = 0;
    socket.on('error', () => undefined);
    socket.on('data', (data: Buffer) => {
      buf = Buffer.concat([buf, data]);
      for (;;) {
        if (skip > 0) {
          const n = Math.min(skip, buf.length);
          skip -= n;
          buf = buf.subarray(n);
          if (skip > 0) return;
        }
        const end = buf.indexOf('\r\n\r\n');
        if (end === -1 || socket.destroyed) return;
        const head = buf.toString('latin1', 0, end);
        buf = buf.subarray(end + 4);
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        skip = length ? Number(length[1]) : 0;
        conn.requests.push(head);
        onRequest(conn, head, raw);
      }
    });
  });
  await new Promise<void>((r) => raw.server.listen(0, '127.0.0.1', r));
  raw.port = (raw.server.address() as AddressInfo).port;
  rawServers.push(raw);
  return raw;
}

export const OK = 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok';

// ---------------------------------------------------------------------------------------------------

/**
 * Registers, in the calling test file, the service's start and stop, the reset of what it has seen before
 * each test, and after each test the closing of every pool, gated answer and raw server, and the check that
 * every handler heard of its call in order. `options.gateOpen` tells whether /gate answers at once.
 */
export function usePoolHarness(options: { gateOpen?: () => boolean } = {}): void {
  beforeAll(async () => {
    gateOpen = options.gateOpen ?? (() => false);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  beforeEach(() => {
    seen.length = 0;
    gated.length = 0;
    recorders.length = 0;
  });

  afterEach(async () => {
    for (const pool of pools.splice(0)) pool.close();
    for (const res of gated.splice(0)) res.destroy();
    for (const raw of rawServers.splice(0)) {
      for (const c of raw.conns) c.socket.destroy();
      await new Promise<void>((r) => raw.server.close(() => r()));
    }
    // Every handler heard of its call in order and nothing after its end.
    expect(recorders.flatMap((r) => r.problems)).toEqual([]);
  });
}
