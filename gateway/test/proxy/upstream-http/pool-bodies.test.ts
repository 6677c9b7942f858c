// UpstreamPool against real sockets: request bodies (by length, chunked, cut off, several MB with
// back-pressure) and answer bodies paused and resumed by the handler.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { waitFor } from '@dop/service-testing';
import { BIG, BIG_SHA, bus, call, connectionsSeen, newPool, port, request, sha256, usePoolHarness } from './helpers/pool-harness';

usePoolHarness();

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

  test('an answer that ended while paused leaves an idle connection that still times out', async () => {
    const pool = newPool(port);
    // 'hello' comes in one piece: the handler pauses on it, and it is also the end of the answer.
    const out = await call(pool, request('/', { timeoutMs: 150 }), { onData: () => false }).done;
    expect(out.body.toString()).toBe('hello');
    expect(pool.size).toBe(1);
    await waitFor(() => pool.size === 0, { timeoutMs: 3000, what: 'the idle connection closed by its timeout' });
  });
});
