// UpstreamPool against real sockets: failures (refused connection, timeouts, cuts, malformed answers, an
// invalid request) and bytes the service sends after an answer.
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { waitFor } from '@dop/service-testing';
import { InvalidRequestError, UpstreamError } from '../../../src/proxy/upstream-http/errors';
import { bus, call, type Hooks, newPool, OK, port, Recorder, request, seen, startRaw, usePoolHarness } from './helpers/pool-harness';

usePoolHarness();

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
