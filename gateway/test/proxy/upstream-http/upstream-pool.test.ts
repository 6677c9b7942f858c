// UpstreamPool against real sockets: a node:http server for well-behaved services, raw node:net servers
// for the exact bytes of a misbehaving one. Keep-alive reuse, limits, timeouts, failures, the one retry
// of a body-less call on a stale connection, back-pressure both ways, aborts and closing.
import { createHash } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { waitFor } from '@dop/service-testing';
import { InvalidRequestError, UpstreamError } from '../../../src/proxy/upstream-http/errors';
import type { AnswerHandler, UpstreamRequest } from '../../../src/proxy/upstream-http/types';
import { IDLE_REUSE_MS, UpstreamPool } from '../../../src/proxy/upstream-http/upstream-pool';

// ---------------------------------------------------------------------------------------------------
// The call's side: a handler that records what it was told, and checks the order of the callbacks.

interface Outcome {
  status: number | null;
  statusText: string;
  headers: string[];
  body: Buffer;
  error: UpstreamError | null;
}

interface Hooks {
  onHeaders?(rec: Recorder): boolean;
  /** Return false to pause the answer (call rec.resume() to continue). */
  onData?(chunk: Buffer, rec: Recorder): boolean;
}

const recorders: Recorder[] = [];

class Recorder implements AnswerHandler {
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

function request(path: string, more: Partial<UpstreamRequest> = {}): UpstreamRequest {
  return { method: 'GET', path, headers: [], body: null, chunked: false, timeoutMs: 5_000, ...more };
}

function call(pool: UpstreamPool, req: UpstreamRequest, hooks?: Hooks): Recorder {
  const rec = new Recorder(hooks);
  pool.request(req, rec);
  return rec;
}

/** One value of a flat header list. */
function header(headers: string[], name: string): string | undefined {
  for (let i = 0; i < headers.length; i += 2) if (headers[i] === name) return headers[i + 1];
  return undefined;
}

const pools: UpstreamPool[] = [];
function newPool(port: number, maxConnections?: number): UpstreamPool {
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
const BIG = pattern(8 * 1024 * 1024);
const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
const BIG_SHA = sha256(BIG);

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  conn: number;
}

const bus = new EventEmitter();
const seen: Seen[] = [];
const connIds = new WeakMap<net.Socket, number>();
let nextConnId = 0;
const gated: ServerResponse[] = [];
let gateOpen = false;

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
      if (gateOpen) res.end('g');
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
const connectionsSeen = (): number => new Set(seen.map((s) => s.conn)).size;

let port = 0;

// ---------------------------------------------------------------------------------------------------
// A raw service that writes exact bytes.

interface RawConn {
  socket: net.Socket;
  /** Heads of the requests read on this connection, in order. */
  requests: string[];
  closed: Promise<void>;
}

interface RawServer {
  port: number;
  conns: RawConn[];
  server: net.Server;
}

const rawServers: RawServer[] = [];

/**
 * `onRequest` is called with each request's head (bodies framed by content-length are read past);
 * `conn.requests.length - 1` is its index on the connection.
 */
async function startRaw(onRequest: (conn: RawConn, head: string, raw: RawServer) => void): Promise<RawServer> {
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

const OK = 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok';

// ---------------------------------------------------------------------------------------------------

beforeAll(async () => {
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
  gateOpen = false;
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

// ---------------------------------------------------------------------------------------------------

describe('keep-alive', () => {
  test('sequential calls go over one connection', async () => {
    const pool = newPool(port);
    for (let i = 0; i < 5; i++) {
      const rec = call(pool, request(`/n/${i}`, { headers: ['x-n', String(i)] }));
      const out = await rec.done;
      expect(out.error).toBeNull();
      expect(out.status).toBe(200);
      expect(out.statusText).toBe('Fine');
      expect(out.body.toString()).toBe('hello');
      expect(header(out.headers, 'x-path')).toBe(`/n/${i}`);
      expect(header(out.headers, 'content-type')).toBe('text/plain');
      expect(rec.log).toEqual(['connect', 'headers', 'data', 'complete']);
      expect(pool.size).toBe(1);
    }
    expect(seen.map((s) => s.url)).toEqual(['/n/0', '/n/1', '/n/2', '/n/3', '/n/4']);
    expect(seen.map((s) => s.headers['x-n'])).toEqual(['0', '1', '2', '3', '4']);
    expect(connectionsSeen()).toBe(1);
    // The request head the service got: the default host, keep-alive.
    expect(seen[0].headers.host).toBe(`127.0.0.1:${port}`);
    expect(seen[0].headers.connection).toBe('keep-alive');
  });

  test('an idle connection older than IDLE_REUSE_MS is closed, not used', async () => {
    const pool = newPool(port);
    const sockets: net.Socket[] = [];
    const onConn = (sock: net.Socket): number => sockets.push(sock);
    bus.on('connection', onConn);
    const realNow = Date.now;
    try {
      expect((await call(pool, request('/old')).done).error).toBeNull();
      const closed = once(sockets[0], 'close');
      const later = realNow() + IDLE_REUSE_MS + 1;
      jest.spyOn(Date, 'now').mockImplementation(() => later);
      const out = await call(pool, request('/new')).done;
      expect(out.body.toString()).toBe('hello');
      await closed;
      expect(sockets).toHaveLength(2);
      expect(connectionsSeen()).toBe(2);
    } finally {
      jest.restoreAllMocks();
      bus.off('connection', onConn);
    }
  });

  test('an answer with connection: close is not followed on its connection', async () => {
    const pool = newPool(port);
    const first = await call(pool, request('/close')).done;
    expect(first.body.toString()).toBe('bye');
    const second = await call(pool, request('/')).done;
    expect(second.body.toString()).toBe('hello');
    expect(connectionsSeen()).toBe(2);
  });

  test('a HEAD answer with a content-length has no body and leaves the connection reusable', async () => {
    const pool = newPool(port);
    const head = call(pool, request('/h', { method: 'HEAD' }));
    const out = await head.done;
    expect(out.error).toBeNull();
    expect(out.status).toBe(200);
    expect(header(out.headers, 'content-length')).toBe('5');
    expect(out.body.length).toBe(0);
    expect(head.log).toEqual(['connect', 'headers', 'complete']);
    const next = await call(pool, request('/after-head')).done;
    expect(next.body.toString()).toBe('hello');
    expect(seen.map((s) => s.method)).toEqual(['HEAD', 'GET']);
    expect(connectionsSeen()).toBe(1);
    expect(pool.size).toBe(1);
  });

  test('a HEAD answer from a raw service whose head announces a body: the next answer is read right', async () => {
    const raw = await startRaw((conn) => {
      if (conn.requests.length === 1) conn.socket.write('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\n');
      else conn.socket.write('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nsecond');
    });
    const pool = newPool(raw.port);
    const first = await call(pool, request('/', { method: 'HEAD' })).done;
    expect(first.error).toBeNull();
    expect(first.body.length).toBe(0);
    const second = await call(pool, request('/')).done;
    expect(second.body.toString()).toBe('secon');
    expect(raw.conns).toHaveLength(1);
  });

  test('1xx answers are not passed on; the final one is', async () => {
    const raw = await startRaw((conn) => {
      conn.socket.write('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nlink: </a.css>\r\n\r\n');
      conn.socket.write('HTTP/1.1 201 Created\r\ncontent-length: 4\r\n\r\ndone');
    });
    const pool = newPool(raw.port);
    const rec = call(pool, request('/'));
    const out = await rec.done;
    expect(out.status).toBe(201);
    expect(out.statusText).toBe('Created');
    expect(out.body.toString()).toBe('done');
    expect(rec.log.filter((e) => e === 'headers')).toHaveLength(1);
  });

  test('a body that runs until the connection closes completes with the close', async () => {
    const raw = await startRaw((conn) => {
      conn.socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\n\r\nuntil ');
      conn.socket.end('the end');
    });
    const pool = newPool(raw.port);
    const out = await call(pool, request('/')).done;
    expect(out.error).toBeNull();
    expect(out.body.toString()).toBe('until the end');
    await waitFor(() => pool.size === 0, { what: 'the closed connection to leave the pool' });
  });
});

describe('connection limit', () => {
  test('concurrent calls open connections up to maxConnections; the rest wait, then complete', async () => {
    const pool = newPool(port, 3);
    const recs = [0, 1, 2, 3, 4].map((i) => call(pool, request(`/gate?i=${i}`)));
    while (gated.length < 3) await once(bus, 'gated');
    expect(pool.size).toBe(3);
    expect(connectionsSeen()).toBe(3);
    // All three connections are busy: the last two calls have not been sent anywhere.
    expect(seen.map((s) => s.url).sort()).toEqual(['/gate?i=0', '/gate?i=1', '/gate?i=2']);
    expect(recs.map((r) => r.log)).toEqual([['connect'], ['connect'], ['connect'], ['connect'], ['connect']]);
    gateOpen = true;
    for (const res of gated.splice(0)) res.end('g');
    const outs = await Promise.all(recs.map((r) => r.done));
    for (const out of outs) {
      expect(out.error).toBeNull();
      expect(out.body.toString()).toBe('g');
    }
    expect(seen).toHaveLength(5);
    expect(connectionsSeen()).toBe(3);
    expect(pool.size).toBe(3);
  });

  test('a waiting call goes on a connection that closed instead of coming free', async () => {
    const pool = newPool(port, 1);
    const first = call(pool, request('/die'));
    const second = call(pool, request('/after-die'));
    expect((await first.done).error?.code).toBe('UPSTREAM_RESET');
    const out = await second.done;
    expect(out.error).toBeNull();
    expect(out.body.toString()).toBe('hello');
    expect(pool.size).toBe(1);
  });
});

describe('failures', () => {
  test('a refused connection is UPSTREAM_CONNECT', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const pool = newPool(freePort);
    const rec = call(pool, request('/'));
    const out = await rec.done;
    expect(out.error).toBeInstanceOf(UpstreamError);
    expect(out.error?.code).toBe('UPSTREAM_CONNECT');
    expect(rec.log).toEqual(['connect', 'error']);
    await waitFor(() => pool.size === 0, { what: 'the failed connection to leave the pool' });
  });

  test('no answer within timeoutMs is UPSTREAM_HEADERS_TIMEOUT, and the connection is closed', async () => {
    const pool = newPool(port);
    const hung = once(bus, 'hang') as Promise<[IncomingMessage, ServerResponse]>;
    const started = Date.now();
    const rec = call(pool, request('/hang', { timeoutMs: 200 }));
    const [req] = await hung;
    const serverClosed = once(req.socket, 'close');
    const out = await rec.done;
    expect(out.error?.code).toBe('UPSTREAM_HEADERS_TIMEOUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(rec.log).toEqual(['connect', 'error']);
    await serverClosed;
  });

  test('a head, then silence, is UPSTREAM_BODY_TIMEOUT', async () => {
    const pool = newPool(port);
    const rec = call(pool, request('/stall-body', { timeoutMs: 200 }));
    const out = await rec.done;
    expect(out.status).toBe(200);
    expect(out.body.toString()).toBe('part');
    expect(out.error?.code).toBe('UPSTREAM_BODY_TIMEOUT');
    expect(rec.log).toEqual(['connect', 'headers', 'data', 'error']);
  });

  test('a connection the service cuts in the middle of the body is UPSTREAM_RESET', async () => {
    const pool = newPool(port);
    const rec = call(pool, request('/die'));
    const out = await rec.done;
    expect(out.status).toBe(200);
    expect(out.body.toString()).toBe('partial');
    expect(out.error?.code).toBe('UPSTREAM_RESET');
    expect(rec.log.at(-1)).toBe('error');
  });

  test('a connection cut before any answer is UPSTREAM_RESET (a fresh connection is not retried)', async () => {
    const raw = await startRaw((conn) => conn.socket.destroy());
    const pool = newPool(raw.port);
    const out = await call(pool, request('/')).done;
    expect(out.error?.code).toBe('UPSTREAM_RESET');
    expect(raw.conns).toHaveLength(1);
  });

  test.each([
    ['conflicting lengths', 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\nok'],
    ['no status line', 'hello there\r\n\r\n'],
    ['an obs-fold', 'HTTP/1.1 200 OK\r\nx-a: 1\r\n  folded\r\ncontent-length: 2\r\n\r\nok'],
    ['a space before the colon', 'HTTP/1.1 200 OK\r\ncontent-length : 2\r\n\r\nok'],
    ['a bad chunk size', 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nxyz\r\nok\r\n0\r\n\r\n'],
    ['chunk data longer than its size', 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n1\r\nok\r\n0\r\n\r\n'],
    ['a protocol switch', 'HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: upgrade\r\n\r\n'],
  ])('a malformed answer (%s) is UPSTREAM_BAD_ANSWER and the connection is dropped', async (_what, answer) => {
    const raw = await startRaw((conn) => conn.socket.write(answer));
    const pool = newPool(raw.port);
    const out = await call(pool, request('/')).done;
    expect(out.error).toBeInstanceOf(UpstreamError);
    expect(out.error?.code).toBe('UPSTREAM_BAD_ANSWER');
    await raw.conns[0].closed;
  });

  test('a head too large is UPSTREAM_BAD_ANSWER', async () => {
    const raw = await startRaw((conn) => {
      conn.socket.write('HTTP/1.1 200 OK\r\n');
      conn.socket.write(`x-big: ${'a'.repeat(70 * 1024)}\r\n`);
    });
    const pool = newPool(raw.port);
    const out = await call(pool, request('/')).done;
    expect(out.error?.code).toBe('UPSTREAM_BAD_ANSWER');
    await raw.conns[0].closed;
  });

  test('an invalid request is refused before anything is sent', async () => {
    const pool = newPool(port);
    const rec = new Recorder();
    expect(() => pool.request(request('/', { headers: ['x-id', 'a\r\nx-admin: 1'] }), rec)).toThrow(InvalidRequestError);
    expect(rec.log).toEqual([]);
    expect(pool.size).toBe(0);
    // The pool is still usable, and the service never heard of the refused call.
    expect((await call(pool, request('/fine')).done).status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/fine']);
  });
});

describe('extra bytes after the answer', () => {
  test('in the same packet: the call completes, the connection is not used again', async () => {
    const raw = await startRaw((conn) => {
      if (raw.conns.indexOf(conn) === 0) conn.socket.write(`${OK}EXTRA`);
      else conn.socket.write(OK);
    });
    const pool = newPool(raw.port);
    const first = await call(pool, request('/')).done;
    expect(first.error).toBeNull();
    expect(first.body.toString()).toBe('ok');
    await raw.conns[0].closed;
    const second = await call(pool, request('/')).done;
    expect(second.body.toString()).toBe('ok');
    expect(raw.conns).toHaveLength(2);
    expect(raw.conns[0].requests).toHaveLength(1);
  });

  test.each([
    ['on the last body piece', OK, { onData: (_c: Buffer, r: Recorder) => (setImmediate(r.resume), false) }],
    [
      'on the head of an answer without a body',
      'HTTP/1.1 204 No Content\r\n\r\n',
      { onHeaders: (r: Recorder) => (setImmediate(r.resume), false) },
    ],
  ])('in the same packet, the handler pausing %s: the connection is not used again', async (_what, answer, hooks: Hooks) => {
    const raw = await startRaw((conn) => {
      if (raw.conns.indexOf(conn) === 0) conn.socket.write(`${answer}EXTRA`);
      else conn.socket.write(answer);
    });
    const pool = newPool(raw.port);
    const out = await call(pool, request('/'), hooks).done;
    expect(out.error).toBeNull();
    expect(out.body.toString()).toBe(answer === OK ? 'ok' : '');
    const second = await call(pool, request('/')).done;
    expect(second.error).toBeNull();
    // The bytes after the first answer say the connection's framing is off: it must not carry the second call.
    expect(raw.conns[0].requests).toHaveLength(1);
    expect(raw.conns).toHaveLength(2);
  });

  test('arriving while the connection is idle: it leaves the pool', async () => {
    const raw = await startRaw((conn) => {
      conn.socket.write(OK);
      if (raw.conns.indexOf(conn) === 0) setImmediate(() => conn.socket.write('EXTRA'));
    });
    const pool = newPool(raw.port);
    expect((await call(pool, request('/')).done).body.toString()).toBe('ok');
    await raw.conns[0].closed;
    await waitFor(() => pool.size === 0, { what: 'the connection to leave the pool' });
    expect((await call(pool, request('/')).done).body.toString()).toBe('ok');
    expect(raw.conns).toHaveLength(2);
  });
});

describe('a stale keep-alive connection', () => {
  /** Answers the first request on the first connection, closes it when a second arrives on it. */
  async function staleAfterOne(how: 'end' | 'destroy'): Promise<RawServer> {
    const raw = await startRaw((conn) => {
      const first = raw.conns.indexOf(conn) === 0;
      if (first && conn.requests.length > 1) conn.socket[how]();
      else conn.socket.write(OK);
    });
    return raw;
  }

  test.each(['end', 'destroy'] as const)(
    'closed (%s) by the service as the next body-less call arrives: the call is sent again on a fresh connection',
    async (how) => {
      const raw = await staleAfterOne(how);
      const pool = newPool(raw.port);
      expect((await call(pool, request('/one')).done).body.toString()).toBe('ok');
      const rec = call(pool, request('/two'));
      const out = await rec.done;
      expect(out.error).toBeNull();
      expect(out.body.toString()).toBe('ok');
      expect(rec.log).toEqual(['connect', 'headers', 'data', 'complete']);
      expect(raw.conns).toHaveLength(2);
      expect(raw.conns[0].requests.map((h) => h.split('\r\n')[0])).toEqual(['GET /one HTTP/1.1', 'GET /two HTTP/1.1']);
      expect(raw.conns[1].requests.map((h) => h.split('\r\n')[0])).toEqual(['GET /two HTTP/1.1']);
    },
  );

  test('a call with a body on such a connection is not sent again', async () => {
    const raw = await staleAfterOne('destroy');
    const pool = newPool(raw.port);
    expect((await call(pool, request('/one')).done).body.toString()).toBe('ok');
    const out = await call(
      pool,
      request('/two', { method: 'POST', headers: ['content-length', '3'], body: Readable.from([Buffer.from('abc')]) }),
    ).done;
    expect(out.error?.code).toBe('UPSTREAM_RESET');
    expect(raw.conns).toHaveLength(1);
  });

  test('a body-less POST on such a connection is not sent again (it may have been acted on)', async () => {
    const raw = await staleAfterOne('destroy');
    const pool = newPool(raw.port);
    expect((await call(pool, request('/one')).done).body.toString()).toBe('ok');
    const out = await call(pool, request('/two', { method: 'POST' })).done;
    expect(out.error?.code).toBe('UPSTREAM_RESET');
    expect(raw.conns).toHaveLength(1);
  });

  test.each(['HEAD', 'OPTIONS', 'PUT', 'DELETE'])('a body-less %s is idempotent: sent again on a fresh connection', async (method) => {
    const raw = await staleAfterOne('destroy');
    const pool = newPool(raw.port);
    expect((await call(pool, request('/one')).done).body.toString()).toBe('ok');
    const out = await call(pool, request('/two', { method })).done;
    expect(out.error).toBeNull();
    expect(raw.conns).toHaveLength(2);
    expect(raw.conns[1].requests.map((h) => h.split('\r\n')[0])).toEqual([`${method} /two HTTP/1.1`]);
  });

  test('a call is sent again at most once', async () => {
    // Every request after the very first is met by a closed connection.
    const raw = await startRaw((conn) => {
      if (raw.conns.indexOf(conn) === 0 && conn.requests.length === 1) conn.socket.write(OK);
      else conn.socket.destroy();
    });
    const pool = newPool(raw.port);
    expect((await call(pool, request('/one')).done).body.toString()).toBe('ok');
    const out = await call(pool, request('/two')).done;
    expect(out.error?.code).toBe('UPSTREAM_RESET');
    expect(raw.conns).toHaveLength(2);
    expect(raw.conns.flatMap((c) => c.requests)).toHaveLength(3);
  });

  test('a call cut after part of its answer arrived is not sent again', async () => {
    const raw = await startRaw((conn) => {
      if (raw.conns.indexOf(conn) === 0 && conn.requests.length === 2) conn.socket.end('HTTP/1.1 200 OK\r\ncontent-le');
      else conn.socket.write(OK);
    });
    const pool = newPool(raw.port);
    expect((await call(pool, request('/one')).done).body.toString()).toBe('ok');
    const out = await call(pool, request('/two')).done;
    expect(out.error?.code).toBe('UPSTREAM_RESET');
    expect(raw.conns).toHaveLength(1);
  });

  test('a service that ends every connection after one answer (no connection: close): each call still succeeds', async () => {
    const raw = await startRaw((conn) => {
      // A request that crossed the service's close on the wire is not answered.
      if (!conn.socket.writableEnded) conn.socket.end(OK);
    });
    const pool = newPool(raw.port);
    for (let i = 0; i < 3; i++) {
      const out = await call(pool, request(`/${i}`)).done;
      expect(out.error).toBeNull();
      expect(out.body.toString()).toBe('ok');
    }
    expect(raw.conns.length).toBeGreaterThanOrEqual(3);
    expect(raw.conns.flatMap((c) => c.requests.map((h) => h.split(' ')[1]))).toEqual(expect.arrayContaining(['/0', '/1', '/2']));
  });

  test("closed by the service's keep-alive timeout while idle: the next call goes on a fresh connection", async () => {
    const short = http.createServer((_req, res) => res.end('short'));
    short.keepAliveTimeout = 50;
    await new Promise<void>((r) => short.listen(0, '127.0.0.1', r));
    try {
      const sockets: net.Socket[] = [];
      short.on('connection', (s: net.Socket) => sockets.push(s));
      const pool = newPool((short.address() as AddressInfo).port);
      expect((await call(pool, request('/')).done).body.toString()).toBe('short');
      await once(sockets[0], 'close');
      const out = await call(pool, request('/')).done;
      expect(out.error).toBeNull();
      expect(out.body.toString()).toBe('short');
      expect(sockets).toHaveLength(2);
    } finally {
      short.closeAllConnections();
      await new Promise<void>((r) => short.close(() => r()));
    }
  });
});

describe('request bodies', () => {
  test('a body framed by its length arrives intact', async () => {
    const pool = newPool(port);
    const body = Readable.from([Buffer.from('hello '), Buffer.from('wor'), Buffer.from('ld')]);
    const out = await call(pool, request('/echo', { method: 'POST', headers: ['content-length', '11'], body })).done;
    expect(out.error).toBeNull();
    expect(JSON.parse(out.body.toString())).toMatchObject({ length: 11, text: 'hello world', te: null, cl: '11' });
  });

  test('a chunked body arrives intact (an empty piece does not end it)', async () => {
    const pool = newPool(port);
    const body = Readable.from([Buffer.from('one,'), Buffer.alloc(0), Buffer.from('two,'), Buffer.from('three')]);
    const out = await call(pool, request('/echo', { method: 'PUT', body, chunked: true })).done;
    expect(out.error).toBeNull();
    expect(JSON.parse(out.body.toString())).toMatchObject({ length: 13, text: 'one,two,three', te: 'chunked', cl: null });
  });

  test('the connection carries another call after a call with a body', async () => {
    const pool = newPool(port);
    const body = Readable.from([Buffer.from('abc')]);
    expect((await call(pool, request('/echo', { method: 'POST', headers: ['content-length', '3'], body })).done).error).toBeNull();
    const body2 = Readable.from([Buffer.from('de')]);
    const out = await call(pool, request('/echo', { method: 'POST', body: body2, chunked: true })).done;
    expect(JSON.parse(out.body.toString())).toMatchObject({ text: 'de' });
    expect(connectionsSeen()).toBe(1);
  });

  test('a body stream cut off before its end (closed without an error) ends the call with UPSTREAM_ABORTED', async () => {
    const pool = newPool(port);
    const body = new Readable({ read() {} });
    body.push('part of it');
    const arrived = once(bus, 'request');
    const rec = call(pool, request('/echo', { method: 'POST', headers: ['content-length', '100'], body }));
    await arrived;
    body.destroy();
    const out = await rec.done;
    expect(out.error?.code).toBe('UPSTREAM_ABORTED');
    await waitFor(() => pool.size === 0, { what: 'the connection to close' });
  });

  test('a body stream that fails with an error ends the call with UPSTREAM_ABORTED (and throws nothing)', async () => {
    const pool = newPool(port);
    const body = new Readable({ read() {} });
    body.push('part of it');
    const arrived = once(bus, 'request');
    const rec = call(pool, request('/echo', { method: 'POST', body, chunked: true, timeoutMs: 1_000 }));
    await arrived;
    body.destroy(new Error('the caller went away'));
    const out = await rec.done;
    expect(out.error?.code).toBe('UPSTREAM_ABORTED');
  });

  /** BIG in pieces, produced only when asked for; notes each time the pool pauses it. */
  function bigBody(): { stream: Readable; pausedAt: number[] } {
    let at = 0;
    const pausedAt: number[] = [];
    const stream = new Readable({
      read() {
        if (at >= BIG.length) {
          this.push(null);
          return;
        }
        const piece = BIG.subarray(at, at + 64 * 1024);
        at += piece.length;
        this.push(piece);
      },
    });
    stream.on('pause', () => pausedAt.push(at));
    return { stream, pausedAt };
  }

  test.each([
    ['by length', false],
    ['chunked', true],
  ])('a body of several MB (%s) arrives intact, sent with back-pressure', async (_what, chunked) => {
    const pool = newPool(port);
    const { stream, pausedAt } = bigBody();
    const headers = chunked ? [] : ['content-length', String(BIG.length)];
    const out = await call(pool, request('/echo', { method: 'POST', headers, body: stream, chunked, timeoutMs: 10_000 })).done;
    expect(out.error).toBeNull();
    expect(JSON.parse(out.body.toString())).toMatchObject({ length: BIG.length, sha256: BIG_SHA });
    // The socket said "enough" and the body waited, well before all of it was produced.
    expect(pausedAt.filter((n) => n < BIG.length).length).toBeGreaterThan(0);
  });
});

describe('answer bodies', () => {
  test.each([
    ['by length', '/big'],
    ['chunked', '/big?chunked'],
  ])('a large answer (%s) paused by the handler on every piece arrives whole and in order', async (_what, path) => {
    const pool = newPool(port);
    let pauses = 0;
    const rec = call(pool, request(path), {
      onData: (_chunk, r) => {
        pauses++;
        setImmediate(r.resume);
        return false;
      },
    });
    const out = await rec.done;
    expect(out.error).toBeNull();
    expect(out.body.length).toBe(BIG.length);
    expect(sha256(out.body)).toBe(BIG_SHA);
    expect(pauses).toBe(rec.chunks.length);
    expect(pauses).toBeGreaterThan(10);
    // Still a keep-alive connection after all that.
    expect((await call(pool, request('/')).done).body.toString()).toBe('hello');
    expect(connectionsSeen()).toBe(1);
  });

  test('an answer paused from onHeaders waits for resume()', async () => {
    const pool = newPool(port);
    let headed!: (resume: () => void) => void;
    const head = new Promise<() => void>((r) => (headed = r));
    const rec = call(pool, request('/big?size=300000'), {
      onHeaders: (r) => {
        headed(r.resume);
        return false;
      },
    });
    const resume = await head;
    // Give the rest of the answer every chance to arrive: none of it is passed on while paused.
    await new Promise((r) => setImmediate(r));
    expect(rec.log).toEqual(['connect', 'headers']);
    resume();
    const out = await rec.done;
    expect(out.body.equals(BIG.subarray(0, 300000))).toBe(true);
  });

  test('a handler slow to read is not a service gone quiet (no body timeout while paused)', async () => {
    const pool = newPool(port);
    let paused = false;
    const rec = call(pool, request('/big?size=1000000', { timeoutMs: 100 }), {
      onData: (_chunk, r) => {
        if (paused) return true;
        paused = true;
        // Longer than the call's timeout, on purpose.
        setTimeout(r.resume, 400);
        return false;
      },
    });
    const out = await rec.done;
    expect(out.error).toBeNull();
    expect(out.body.equals(BIG.subarray(0, 1000000))).toBe(true);
  });
});

describe('abort', () => {
  test('abort() of a call in flight closes its connection and reports UPSTREAM_ABORTED', async () => {
    const pool = newPool(port);
    const hung = once(bus, 'hang') as Promise<[IncomingMessage, ServerResponse]>;
    const rec = call(pool, request('/hang'));
    const [req] = await hung;
    const serverClosed = once(req.socket, 'close');
    rec.abort();
    const out = await rec.done;
    expect(out.error?.code).toBe('UPSTREAM_ABORTED');
    expect(rec.log).toEqual(['connect', 'error']);
    await serverClosed;
    await waitFor(() => pool.size === 0, { what: 'the aborted connection to leave the pool' });
    // Aborting again, or later, changes nothing.
    rec.abort();
    expect(rec.log).toEqual(['connect', 'error']);
  });

  test('abort() in the middle of the answer body', async () => {
    const pool = newPool(port);
    const stalled = once(bus, 'stalled') as Promise<[ServerResponse]>;
    let gotData!: () => void;
    const dataArrived = new Promise<void>((r) => (gotData = r));
    const rec = call(pool, request('/stall-body'), { onData: () => (gotData(), true) });
    const [res] = await stalled;
    const serverClosed = once(res, 'close');
    await dataArrived;
    rec.abort();
    const out = await rec.done;
    expect(out.status).toBe(200);
    expect(out.error?.code).toBe('UPSTREAM_ABORTED');
    await serverClosed;
  });

  test('abort() from inside onConnect: nothing is sent', async () => {
    const pool = newPool(port);
    const rec = new Recorder();
    const onConnect = rec.onConnect.bind(rec);
    rec.onConnect = (abort) => {
      onConnect(abort);
      abort();
    };
    pool.request(request('/never'), rec);
    const out = await rec.done;
    expect(out.error?.code).toBe('UPSTREAM_ABORTED');
    expect(pool.size).toBe(0);
    // Proof the service got nothing: the next call is the first it sees.
    await call(pool, request('/next')).done;
    expect(seen.map((s) => s.url)).toEqual(['/next']);
  });

  test('abort() of a call waiting for a connection', async () => {
    const pool = newPool(port, 1);
    const hung = once(bus, 'hang') as Promise<[IncomingMessage, ServerResponse]>;
    const busy = call(pool, request('/hang'));
    const [hangReq] = await hung;
    const waiting = call(pool, request('/waiting'));
    waiting.abort();
    const out = await waiting.done;
    expect(out.error?.code).toBe('UPSTREAM_ABORTED');
    expect(waiting.log).toEqual(['connect', 'error']);
    expect(busy.log).toEqual(['connect']);
    // The call in flight is untouched; once it is over, the slot serves a new call, not the aborted one.
    const closed = once(hangReq.socket, 'close');
    busy.abort();
    await busy.done;
    await closed;
    const next = await call(pool, request('/next')).done;
    expect(next.body.toString()).toBe('hello');
    expect(seen.map((s) => s.url)).toEqual(['/hang', '/next']);
  });

  test('abort() after onComplete does nothing', async () => {
    const pool = newPool(port);
    const rec = call(pool, request('/'));
    await rec.done;
    rec.abort();
    expect(rec.log).toEqual(['connect', 'headers', 'data', 'complete']);
    expect(pool.size).toBe(1);
    expect((await call(pool, request('/')).done).body.toString()).toBe('hello');
    expect(connectionsSeen()).toBe(1);
  });
});

describe('close()', () => {
  test('ends waiting calls with an error and destroys the connections', async () => {
    const pool = newPool(port, 1);
    const hung = once(bus, 'hang') as Promise<[IncomingMessage, ServerResponse]>;
    const inFlight = call(pool, request('/hang'));
    const [req] = await hung;
    const serverClosed = once(req.socket, 'close');
    const waiting = call(pool, request('/waiting'));
    pool.close();
    const w = await waiting.done;
    expect(w.error).toBeInstanceOf(UpstreamError);
    expect(w.error?.code).toBe('UPSTREAM_ABORTED');
    const f = await inFlight.done;
    expect(f.error).toBeInstanceOf(UpstreamError);
    await serverClosed;
    await waitFor(() => pool.size === 0, { what: 'the pool to empty' });
    expect(seen.map((s) => s.url)).toEqual(['/hang']);
  });

  test('closes idle connections, and refuses later calls', async () => {
    const pool = newPool(port);
    const sockets: net.Socket[] = [];
    const onConn = (s: net.Socket): number => sockets.push(s);
    bus.on('connection', onConn);
    try {
      await call(pool, request('/')).done;
      expect(pool.size).toBe(1);
      expect(sockets).toHaveLength(1);
      const serverClosed = once(sockets[0], 'close');
      pool.close();
      await serverClosed;
      const later = await call(pool, request('/later')).done;
      expect(later.error?.code).toBe('UPSTREAM_ABORTED');
      expect(seen.map((s) => s.url)).toEqual(['/']);
    } finally {
      bus.off('connection', onConn);
    }
  });
});
