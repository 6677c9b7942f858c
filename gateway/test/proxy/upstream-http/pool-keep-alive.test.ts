// UpstreamPool against real sockets: keep-alive reuse of connections (idle age, connection: close, HEAD,
// 1xx, a body read to the close) and the limit on connections, with calls waiting for a free one.
import { once } from 'node:events';
import type net from 'node:net';
import { waitFor } from '@dop/service-testing';
import { IDLE_REUSE_MS } from '../../../src/proxy/upstream-http/upstream-pool';
import { bus, call, connectionsSeen, gated, header, newPool, port, request, seen, startRaw, usePoolHarness } from './helpers/pool-harness';

/** The service's /gate answers at once when set (the connection-limit test opens it). */
let gateOpen = false;
usePoolHarness({ gateOpen: () => gateOpen });

beforeEach(() => {
  gateOpen = false;
});

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
