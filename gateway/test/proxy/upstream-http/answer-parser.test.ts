// AnswerParser: answers read off one connection in pieces that may end anywhere, with pause/resume
// for a caller slow to read. The same answer cut at any place must give the same events.
import fc from 'fast-check';
import type { AnswerHead } from '../../../src/proxy/upstream-http/answer-head';
import { AnswerParser, MAX_HEAD_BYTES } from '../../../src/proxy/upstream-http/answer-parser';
import { UpstreamError } from '../../../src/proxy/upstream-http/errors';

type Ev =
  | { t: 'head'; status: number; statusText: string; headers: string[]; keepAlive: boolean; framing: AnswerHead['framing'] }
  | { t: 'body'; data: string }
  | { t: 'end'; keepAlive: boolean };

interface Recorder {
  parser: AnswerParser;
  /** Every event as it came (body pieces as they were cut). */
  raw: Ev[];
  /** Called inside each event, after it is recorded (say, to pause). */
  onEvent: (ev: Ev) => void;
}

function recorder(noBody = false): Recorder {
  const r: Recorder = {
    parser: undefined as unknown as AnswerParser,
    raw: [],
    onEvent: () => undefined,
  };
  const push = (ev: Ev): void => {
    r.raw.push(ev);
    r.onEvent(ev);
  };
  r.parser = new AnswerParser({
    head: (h) =>
      push({ t: 'head', status: h.status, statusText: h.statusText, headers: [...h.headers], keepAlive: h.keepAlive, framing: h.framing }),
    // Copied at once: a piece is only valid during the event.
    body: (chunk) => push({ t: 'body', data: chunk.toString('latin1') }),
    end: (keepAlive) => push({ t: 'end', keepAlive }),
  });
  r.parser.expect(noBody);
  return r;
}

/** Consecutive body pieces merged, so answers cut in different places compare equal. */
function merged(events: Ev[]): Ev[] {
  const out: Ev[] = [];
  for (const ev of events) {
    const last = out.at(-1);
    if (ev.t === 'body' && ev.data === '') continue;
    if (ev.t === 'body' && last?.t === 'body') last.data += ev.data;
    else out.push(ev.t === 'body' ? { ...ev } : ev);
  }
  return out;
}

const bytes = (s: string): Buffer => Buffer.from(s, 'latin1');

/** The pieces of `data` cut at `cuts` (any order, duplicates give empty pieces). */
function pieces(data: Buffer, cuts: number[]): Buffer[] {
  const at = [...cuts].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const c of at) {
    out.push(data.subarray(from, c));
    from = c;
  }
  out.push(data.subarray(from));
  return out;
}

function expectBadAnswer(fn: () => void, message?: RegExp): void {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(UpstreamError);
  expect((caught as UpstreamError).code).toBe('UPSTREAM_BAD_ANSWER');
  if (message) expect((caught as UpstreamError).message).toMatch(message);
}

interface Fixture {
  name: string;
  wire: string;
  /** The connection closes after the bytes (a body framed by the close). */
  close: boolean;
  noBody?: boolean;
  expected: Ev[];
}

const FIXTURES: Fixture[] = [
  {
    name: 'length-framed',
    wire: 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\nX-Multi: a\r\nX-Multi: b\r\n\r\nhello, world!',
    close: false,
    expected: [
      {
        t: 'head',
        status: 200,
        statusText: 'OK',
        headers: ['content-type', 'text/plain', 'content-length', '13', 'x-multi', 'a', 'x-multi', 'b'],
        keepAlive: true,
        framing: { kind: 'length', length: 13 },
      },
      { t: 'body', data: 'hello, world!' },
      { t: 'end', keepAlive: true },
    ],
  },
  {
    name: 'chunked with extensions and trailers',
    wire:
      'HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n' +
      '5;name=value\r\nhello\r\n' +
      '1;a;b="c;d"\r\n,\r\n' +
      'A\r\n0123456789\r\n' +
      '1a\r\nabcdefghijklmnopqrstuvwxyz\r\n' +
      '0;last=yes\r\nX-Trailer: t\r\nX-Other: 2\r\n\r\n',
    close: false,
    expected: [
      {
        t: 'head',
        status: 201,
        statusText: 'Created',
        headers: ['transfer-encoding', 'chunked'],
        keepAlive: true,
        framing: { kind: 'chunked' },
      },
      { t: 'body', data: 'hello,0123456789abcdefghijklmnopqrstuvwxyz' },
      { t: 'end', keepAlive: true },
    ],
  },
  {
    name: 'until close',
    wire: 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nthe body runs\r\n\r\nuntil the connection closes',
    close: true,
    expected: [
      {
        t: 'head',
        status: 200,
        statusText: 'OK',
        headers: ['content-type', 'text/plain'],
        keepAlive: false,
        framing: { kind: 'close' },
      },
      { t: 'body', data: 'the body runs\r\n\r\nuntil the connection closes' },
      { t: 'end', keepAlive: false },
    ],
  },
  {
    name: '1xx answers before the final one',
    wire:
      'HTTP/1.1 100 Continue\r\n\r\n' +
      'HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n' +
      'HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok',
    close: false,
    expected: [
      {
        t: 'head',
        status: 200,
        statusText: 'OK',
        headers: ['content-length', '2'],
        keepAlive: true,
        framing: { kind: 'length', length: 2 },
      },
      { t: 'body', data: 'ok' },
      { t: 'end', keepAlive: true },
    ],
  },
  {
    name: 'no body (204)',
    wire: 'HTTP/1.1 204 No Content\r\nX-A: 1\r\n\r\n',
    close: false,
    expected: [
      { t: 'head', status: 204, statusText: 'No Content', headers: ['x-a', '1'], keepAlive: true, framing: { kind: 'none' } },
      { t: 'end', keepAlive: true },
    ],
  },
  {
    name: 'answer to a HEAD with a content-length',
    wire: 'HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n',
    close: false,
    noBody: true,
    expected: [
      { t: 'head', status: 200, statusText: 'OK', headers: ['content-length', '1000'], keepAlive: true, framing: { kind: 'none' } },
      { t: 'end', keepAlive: true },
    ],
  },
  {
    name: 'chunked answer that closes the connection',
    wire: 'HTTP/1.1 200 OK\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n',
    close: false,
    expected: [
      {
        t: 'head',
        status: 200,
        statusText: 'OK',
        headers: ['connection', 'close', 'transfer-encoding', 'chunked'],
        keepAlive: false,
        framing: { kind: 'chunked' },
      },
      { t: 'body', data: 'abc' },
      { t: 'end', keepAlive: false },
    ],
  },
];

/** Feeds the pieces (and the close), returns the merged events; throws what the parser throws. */
function run(f: Fixture, parts: Buffer[]): Ev[] {
  const r = recorder(f.noBody);
  for (const p of parts) r.parser.execute(p);
  if (f.close) expect(r.parser.closed()).toBe(true);
  return merged(r.raw);
}

describe.each(FIXTURES)('$name', (f) => {
  const wire = bytes(f.wire);

  test('in one piece', () => {
    expect(run(f, [wire])).toEqual(f.expected);
  });

  test('cut in two at every byte boundary', () => {
    for (let i = 0; i <= wire.length; i++) {
      expect({ cut: i, events: run(f, pieces(wire, [i])) }).toEqual({ cut: i, events: f.expected });
    }
  });

  test('one byte at a time', () => {
    const parts = [...wire].map((b) => Buffer.from([b]));
    expect(run(f, parts)).toEqual(f.expected);
  });

  test('cut at random places', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: wire.length }), { maxLength: 30 }), (cuts) => {
        expect(run(f, pieces(wire, cuts))).toEqual(f.expected);
      }),
      { numRuns: 300 },
    );
  });

  test('cut at random places with the caller pausing on random events and resuming after each piece', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: wire.length }), { maxLength: 30 }),
        fc.infiniteStream(fc.boolean()),
        (cuts, pauses) => {
          const r = recorder(f.noBody);
          let seenWhilePaused = 0;
          let paused = false;
          r.onEvent = (ev) => {
            if (paused && ev.t === 'body') seenWhilePaused++;
            if (ev.t !== 'end' && pauses.next().value) {
              paused = true;
              r.parser.pause();
            }
          };
          const resumeAll = (): void => {
            while (paused) {
              paused = false;
              r.parser.resume();
            }
          };
          for (const p of pieces(wire, cuts)) {
            r.parser.execute(p);
            resumeAll();
          }
          if (f.close) {
            expect(r.parser.closed()).toBe(true);
            resumeAll();
          }
          expect(seenWhilePaused).toBe(0);
          expect(merged(r.raw)).toEqual(f.expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

test('pieces read into one buffer that is overwritten after each read give the same events (nothing keeps a view)', () => {
  const scratch = Buffer.alloc(4096);
  for (const f of FIXTURES) {
    const wire = bytes(f.wire);
    for (let i = 0; i <= wire.length; i++) {
      for (const step of [1, 5]) {
        const r = recorder(f.noBody);
        const tail = wire.subarray(i);
        const parts = [
          wire.subarray(0, i),
          ...pieces(
            tail,
            Array.from({ length: Math.ceil(tail.length / step) }, (_, k) => k * step),
          ),
        ];
        for (const p of parts) {
          p.copy(scratch);
          r.parser.execute(scratch.subarray(0, p.length));
          scratch.fill(0x7e);
        }
        if (f.close) r.parser.closed();
        expect({ fixture: f.name, cut: i, step, events: merged(r.raw) }).toEqual({ fixture: f.name, cut: i, step, events: f.expected });
      }
    }
  }
});

describe('a parser carrying several answers', () => {
  test('expect() readies it for the next answer on the same connection', () => {
    const r = recorder();
    expect(r.parser.busy).toBe(true);
    expect(r.parser.started).toBe(false);
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ncontent-length: 3\r\n\r\none'));
    expect(r.parser.started).toBe(true);
    expect(r.parser.busy).toBe(false);
    r.parser.expect(false);
    expect(r.parser.started).toBe(false);
    expect(r.parser.busy).toBe(true);
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\ntwo\r\n0\r\n\r\n'));
    r.parser.expect(true);
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ncontent-length: 9\r\n\r\n'));
    expect(
      merged(r.raw).map((e) => (e.t === 'head' ? `head ${e.status}` : e.t === 'body' ? `body ${e.data}` : `end ${e.keepAlive}`)),
    ).toEqual(['head 200', 'body one', 'end true', 'head 200', 'body two', 'end true', 'head 200', 'end true']);
  });

  test('an empty piece is not the start of an answer', () => {
    const r = recorder();
    r.parser.execute(Buffer.alloc(0));
    expect(r.parser.started).toBe(false);
    expect(r.raw).toEqual([]);
  });
});

describe('informational answers', () => {
  test('100 and 103 are skipped, also when they arrive in their own pieces', () => {
    const r = recorder();
    r.parser.execute(bytes('HTTP/1.1 100 Continue\r\n\r\n'));
    expect(r.raw).toEqual([]);
    expect(r.parser.busy).toBe(true);
    r.parser.execute(bytes('HTTP/1.1 103 Early Hints\r\nLink: </a.js>\r\n\r\n'));
    expect(r.raw).toEqual([]);
    r.parser.execute(bytes('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n'));
    expect(r.raw).toEqual([
      { t: 'head', status: 404, statusText: 'Not Found', headers: ['content-length', '0'], keepAlive: true, framing: { kind: 'none' } },
      { t: 'end', keepAlive: true },
    ]);
  });

  test('a 1xx with connection: close does not make the final answer close the connection', () => {
    const r = recorder();
    r.parser.execute(bytes('HTTP/1.1 100 Continue\r\nConnection: close\r\n\r\nHTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nx'));
    expect(r.raw.at(-1)).toEqual({ t: 'end', keepAlive: true });
  });

  test('101 Switching Protocols is refused', () => {
    const r = recorder();
    expectBadAnswer(() => r.parser.execute(bytes('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n')));
    expect(r.raw).toEqual([]);
  });
});

describe('malformed answers', () => {
  test('data after the end of a length-framed answer, in the same piece', () => {
    const r = recorder();
    expectBadAnswer(() => r.parser.execute(bytes('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nokX')), /after the end/);
    // The answer itself was complete before the extra byte.
    expect(merged(r.raw).map((e) => e.t)).toEqual(['head', 'body', 'end']);
  });

  test('data after the end, in a later piece', () => {
    for (const wire of [
      'HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok',
      'HTTP/1.1 204 No\r\n\r\n',
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n',
    ]) {
      const r = recorder();
      r.parser.execute(bytes(wire));
      expect(r.raw.at(-1)?.t).toBe('end');
      expectBadAnswer(() => r.parser.execute(bytes('HTTP/1.1 200 OK\r\n\r\n')), /after the end/);
    }
  });

  test('bytes before any request was sent', () => {
    const parser = new AnswerParser({ head: () => undefined, body: () => undefined, end: () => undefined });
    expectBadAnswer(() => parser.execute(bytes('HTTP/1.1 200 OK\r\n\r\n')));
  });

  test('a head over MAX_HEAD_BYTES in one piece', () => {
    const r = recorder();
    expectBadAnswer(() => r.parser.execute(bytes(`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(MAX_HEAD_BYTES)}`)), /too large/);
  });

  test('a head over MAX_HEAD_BYTES arriving in small pieces is refused before it is complete', () => {
    const r = recorder();
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\n'));
    const line = bytes(`X-Filler: ${'a'.repeat(1000)}\r\n`);
    let sent = 0;
    expectBadAnswer(() => {
      for (;;) {
        r.parser.execute(line);
        sent += line.length;
        if (sent > 2 * MAX_HEAD_BYTES) return;
      }
    }, /too large/);
    expect(sent).toBeLessThanOrEqual(MAX_HEAD_BYTES + line.length);
  });

  test('a complete head over MAX_HEAD_BYTES is refused', () => {
    const r = recorder();
    expectBadAnswer(
      () => r.parser.execute(bytes(`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(MAX_HEAD_BYTES)}\r\ncontent-length: 0\r\n\r\n`)),
      /too large/,
    );
  });

  test('a large head under MAX_HEAD_BYTES, in pieces, is accepted', () => {
    const r = recorder();
    const value = 'v'.repeat(MAX_HEAD_BYTES - 1024);
    const wire = bytes(`HTTP/1.1 200 OK\r\nX-Big: ${value}\r\ncontent-length: 0\r\n\r\n`);
    for (let at = 0; at < wire.length; at += 4000) r.parser.execute(wire.subarray(at, at + 4000));
    expect(r.raw[0]).toMatchObject({ t: 'head', headers: ['x-big', value, 'content-length', '0'] });
    expect(r.raw[1]).toEqual({ t: 'end', keepAlive: true });
  });

  test('a malformed head (conflicting lengths) is refused', () => {
    const r = recorder();
    expectBadAnswer(() => r.parser.execute(bytes('HTTP/1.1 200 OK\r\ncontent-length: 1\r\ncontent-length: 2\r\n\r\nx')));
    expect(r.raw).toEqual([]);
  });

  test.each([
    ['not hex', 'zz'],
    ['empty', ''],
    ['negative', '-1'],
    ['0x prefix', '0x5'],
    ['13 hex digits', '1000000000000'],
    ['an extension without a size', ';ext=1'],
  ])('a chunk size that is %s is refused', (_what, line) => {
    const r = recorder();
    expectBadAnswer(
      () => r.parser.execute(bytes(`HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n${line}\r\nabc\r\n0\r\n\r\n`)),
      /chunk size/,
    );
  });

  test('chunk data longer than its size is refused, after the size-worth is passed on', () => {
    const r = recorder();
    expectBadAnswer(
      () => r.parser.execute(bytes('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabcd\r\n0\r\n\r\n')),
      /longer than its size/,
    );
    expect(merged(r.raw).filter((e) => e.t !== 'head')).toEqual([{ t: 'body', data: 'abc' }]);
  });

  test('chunk data longer than its size, split after its size', () => {
    const r = recorder();
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc'));
    expectBadAnswer(() => r.parser.execute(bytes('d\r\n0\r\n\r\n')), /longer than its size/);
  });

  test('a chunk line ended by a bare LF is refused', () => {
    const r = recorder();
    expectBadAnswer(() => r.parser.execute(bytes('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\nabc\r\n0\r\n\r\n')), /CRLF/);
  });

  test('a chunk line that never ends is refused', () => {
    const r = recorder();
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5'));
    expectBadAnswer(() => {
      for (let i = 0; i < 100; i++) r.parser.execute(bytes(`;${'e'.repeat(100)}`));
    }, /too long/);
  });

  test('closed() before the answer is complete is not a proper end', () => {
    for (const wire of [
      '',
      'HTTP/1.1 200 OK\r\ncontent-le',
      'HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nabc',
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nab',
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n0\r\n',
    ]) {
      const r = recorder();
      r.parser.execute(bytes(wire));
      expect(r.parser.closed()).toBe(false);
      expect(r.raw.some((e) => e.t === 'end')).toBe(false);
    }
  });

  test('closed() after a complete answer is not an end of another', () => {
    const r = recorder();
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nx'));
    expect(r.parser.closed()).toBe(false);
    expect(r.raw.filter((e) => e.t === 'end')).toHaveLength(1);
  });
});

describe('pause and resume', () => {
  const CHUNKED = 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n3\r\ndef\r\n3\r\nghi\r\n0\r\n\r\n';

  test('pause() in a body event holds the rest of the piece until resume()', () => {
    const r = recorder();
    r.onEvent = (ev) => {
      if (ev.t === 'body') r.parser.pause();
    };
    r.parser.execute(bytes(CHUNKED));
    expect(merged(r.raw).slice(1)).toEqual([{ t: 'body', data: 'abc' }]);
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([{ t: 'body', data: 'abcdef' }]);
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([{ t: 'body', data: 'abcdefghi' }]);
    r.onEvent = () => undefined;
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([
      { t: 'body', data: 'abcdefghi' },
      { t: 'end', keepAlive: true },
    ]);
  });

  test('pieces that arrive while paused are held too, and passed on in order after resume()', () => {
    const r = recorder();
    let pausedOnce = false;
    r.onEvent = (ev) => {
      if (ev.t === 'body' && !pausedOnce) {
        pausedOnce = true;
        r.parser.pause();
      }
    };
    const wire = bytes(CHUNKED);
    const cut = CHUNKED.indexOf('abc') + 3;
    r.parser.execute(wire.subarray(0, cut));
    r.parser.execute(wire.subarray(cut, cut + 5));
    r.parser.execute(wire.subarray(cut + 5));
    expect(r.raw.map((e) => e.t)).toEqual(['head', 'body']);
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([
      { t: 'body', data: 'abcdefghi' },
      { t: 'end', keepAlive: true },
    ]);
  });

  test('pause() in the head event holds the body', () => {
    const r = recorder();
    r.onEvent = (ev) => {
      if (ev.t === 'head') r.parser.pause();
    };
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nhello'));
    expect(r.raw.map((e) => e.t)).toEqual(['head']);
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([
      { t: 'body', data: 'hello' },
      { t: 'end', keepAlive: true },
    ]);
  });

  test('a length-framed body paused on its last piece still ends (nothing is left to hold), once', () => {
    const r = recorder();
    r.onEvent = (ev) => {
      if (ev.t === 'body') r.parser.pause();
    };
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nhel'));
    expect(r.raw.map((e) => e.t)).toEqual(['head', 'body']);
    r.parser.resume();
    r.parser.execute(bytes('lo'));
    expect(merged(r.raw).slice(1)).toEqual([
      { t: 'body', data: 'hello' },
      { t: 'end', keepAlive: true },
    ]);
    r.parser.resume();
    expect(r.raw.filter((e) => e.t === 'end')).toHaveLength(1);
    expect(r.parser.busy).toBe(false);
  });

  test('a chunked body paused on its last data piece ends after resume()', () => {
    const r = recorder();
    r.onEvent = (ev) => {
      if (ev.t === 'body') r.parser.pause();
    };
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n'));
    expect(merged(r.raw).slice(1)).toEqual([{ t: 'body', data: 'abc' }]);
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([
      { t: 'body', data: 'abc' },
      { t: 'end', keepAlive: true },
    ]);
  });

  test('resume() when not paused does nothing', () => {
    const r = recorder();
    r.parser.resume();
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nx'));
    r.parser.resume();
    expect(merged(r.raw).map((e) => e.t)).toEqual(['head', 'body', 'end']);
  });

  test('until close: closed() while paused on the last piece ends only after resume()', () => {
    const r = recorder();
    r.onEvent = (ev) => {
      if (ev.t === 'body') r.parser.pause();
    };
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\n\r\nall of it'));
    expect(r.parser.closed()).toBe(true);
    expect(r.raw.map((e) => e.t)).toEqual(['head', 'body']);
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([
      { t: 'body', data: 'all of it' },
      { t: 'end', keepAlive: false },
    ]);
  });

  test('until close: closed() while paused with pieces held passes them on, then ends, only after resume()', () => {
    const r = recorder();
    r.onEvent = (ev) => {
      if (ev.t === 'body') r.parser.pause();
    };
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\n\r\none,'));
    r.parser.execute(bytes('two,'));
    r.parser.execute(bytes('three'));
    expect(r.parser.closed()).toBe(true);
    expect(merged(r.raw).slice(1)).toEqual([{ t: 'body', data: 'one,' }]);
    // Still paused by the caller's body event: the held bytes come, the end waits for another resume().
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([{ t: 'body', data: 'one,two,three' }]);
    r.onEvent = () => undefined;
    r.parser.resume();
    expect(merged(r.raw).slice(1)).toEqual([
      { t: 'body', data: 'one,two,three' },
      { t: 'end', keepAlive: false },
    ]);
    expect(r.raw.filter((e) => e.t === 'end')).toHaveLength(1);
  });

  test('until close: closed() while not paused ends at once', () => {
    const r = recorder();
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\n\r\nbody'));
    expect(r.raw.map((e) => e.t)).toEqual(['head', 'body']);
    expect(r.parser.closed()).toBe(true);
    expect(r.raw.at(-1)).toEqual({ t: 'end', keepAlive: false });
    expect(r.parser.busy).toBe(false);
  });

  test('data after the end of an answer paused on its last piece is refused, by resume() at the latest', () => {
    for (const [wire, pauseOn] of [
      ['HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nokEXTRA', 'body'],
      ['HTTP/1.1 204 No Content\r\n\r\nEXTRA', 'head'],
    ] as const) {
      const r = recorder();
      r.onEvent = (ev) => {
        if (ev.t === pauseOn) r.parser.pause();
      };
      expectBadAnswer(() => {
        r.parser.execute(bytes(wire));
        r.parser.resume();
      }, /after the end/);
      expect(r.raw.at(-1)).toEqual({ t: 'end', keepAlive: true });
    }
  });

  test('an error in held bytes is thrown by resume()', () => {
    const r = recorder();
    r.onEvent = (ev) => {
      if (ev.t === 'body') r.parser.pause();
    };
    r.parser.execute(bytes('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\nzz\r\n'));
    r.onEvent = () => undefined;
    expectBadAnswer(() => r.parser.resume(), /chunk size/);
  });
});
