// UpstreamPool against real sockets: a keep-alive connection the service closed, and the one retry of a
// body-less idempotent call that met it (never for a call with a body, a POST, or a call already answered in part).
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { call, newPool, OK, type RawServer, request, startRaw, usePoolHarness } from './helpers/pool-harness';

usePoolHarness();

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
