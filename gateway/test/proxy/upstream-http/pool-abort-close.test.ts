// UpstreamPool against real sockets: abort() of a call at each stage, and close() of the pool.
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type net from 'node:net';
import { waitFor } from '@dop/service-testing';
import { UpstreamError } from '../../../src/proxy/upstream-http/errors';
import { bus, call, connectionsSeen, newPool, port, Recorder, request, seen, usePoolHarness } from './helpers/pool-harness';

usePoolHarness();

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
