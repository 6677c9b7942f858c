// parseAnswerHead: the status line, the header lines, whether the connection may carry another call,
// and how the body is framed (RFC 9112 §6.3), strict where leniency lets smuggling through.
import { parseAnswerHead, type AnswerHead } from '../../../src/proxy/upstream-http/answer-head';
import { UpstreamError } from '../../../src/proxy/upstream-http/errors';

/** A head from its lines (status line first), without the blank line, as the parser hands it over. */
function head(lines: string[], noBody = false): AnswerHead {
  return parseAnswerHead(lines.join('\r\n'), noBody);
}

function badAnswer(lines: string[], noBody = false): UpstreamError {
  try {
    head(lines, noBody);
  } catch (err) {
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).code).toBe('UPSTREAM_BAD_ANSWER');
    return err as UpstreamError;
  }
  throw new Error(`expected UPSTREAM_BAD_ANSWER for ${JSON.stringify(lines)}`);
}

describe('status line', () => {
  test('status, reason phrase with spaces', () => {
    const h = head(['HTTP/1.1 404 Not Found Here', 'content-length: 0']);
    expect(h.status).toBe(404);
    expect(h.statusText).toBe('Not Found Here');
  });

  test('an empty reason after the space', () => {
    const h = head(['HTTP/1.1 200 ', 'content-length: 0']);
    expect(h.status).toBe(200);
    expect(h.statusText).toBe('');
  });

  test("no space after the code: 'HTTP/1.1 204' is accepted", () => {
    const h = head(['HTTP/1.1 204']);
    expect(h).toEqual({ status: 204, statusText: '', headers: [], keepAlive: true, framing: { kind: 'none' } });
  });

  test('HTTP/1.0 is accepted', () => {
    expect(head(['HTTP/1.0 200 OK', 'content-length: 1']).status).toBe(200);
  });

  test.each([
    'HTTP/1.1',
    'HTTP/1.1 ',
    'HTTP/1.1 20',
    'HTTP/1.1 2000 OK',
    'HTTP/1.1 20x OK',
    'HTTP/1.1  200 OK',
    'HTTP/1.1 200OK',
    'HTTP/1.2 200 OK',
    'HTTP/2.0 200 OK',
    'HTTP/1.10 200 OK',
    'http/1.1 200 OK',
    'ICY 200 OK',
    'HTTP/1.1 099 Low',
    'HTTP/1.1 000 Zero',
    '',
  ])('%j is refused', (statusLine) => {
    badAnswer([statusLine, 'content-length: 0']);
  });
});

describe('header lines', () => {
  test('names are lower-cased, values trimmed, order and duplicates kept', () => {
    const h = head([
      'HTTP/1.1 200 OK',
      'Content-Type:  text/plain ',
      'Set-Cookie: a=1',
      'SET-COOKIE: b=2',
      'X-Empty:',
      'Content-Length: 2',
    ]);
    expect(h.headers).toEqual([
      'content-type',
      'text/plain',
      'set-cookie',
      'a=1',
      'set-cookie',
      'b=2',
      'x-empty',
      '',
      'content-length',
      '2',
    ]);
  });

  test('a colon inside the value is part of the value', () => {
    expect(head(['HTTP/1.1 200 OK', 'Location: http://x:1/a', 'content-length: 0']).headers).toEqual([
      'location',
      'http://x:1/a',
      'content-length',
      '0',
    ]);
  });

  test.each([
    ['obs-fold (a line starting with a space)', ['HTTP/1.1 200 OK', 'X-A: one', ' two', 'content-length: 0']],
    ['obs-fold (a line starting with a tab)', ['HTTP/1.1 200 OK', 'X-A: one', '\ttwo: three', 'content-length: 0']],
    ['obs-fold of a line that has a colon', ['HTTP/1.1 200 OK', 'X-A: one', ' X-B: two', 'content-length: 0']],
    ['a space before the colon', ['HTTP/1.1 200 OK', 'Content-Length : 5']],
    ['a tab before the colon', ['HTTP/1.1 200 OK', 'Transfer-Encoding\t: chunked']],
    ['a line without a colon', ['HTTP/1.1 200 OK', 'garbage', 'content-length: 0']],
    ['an empty name', ['HTTP/1.1 200 OK', ': value', 'content-length: 0']],
    ['a name that is not a token', ['HTTP/1.1 200 OK', 'X(A): 1', 'content-length: 0']],
    ['an empty line inside the head', ['HTTP/1.1 200 OK', 'X-A: 1', '', 'content-length: 0']],
  ])('%s is refused', (_what, lines) => {
    badAnswer(lines);
  });
});

describe('keep-alive', () => {
  test('HTTP/1.1 keeps the connection by default', () => {
    expect(head(['HTTP/1.1 200 OK', 'content-length: 1']).keepAlive).toBe(true);
  });

  test.each(['close', 'Close', 'CLOSE', 'keep-alive, close', 'Upgrade , close'])('HTTP/1.1 with connection: %s does not', (value) => {
    expect(head(['HTTP/1.1 200 OK', `Connection: ${value}`, 'content-length: 1']).keepAlive).toBe(false);
  });

  test('HTTP/1.1 with connection: keep-alive does', () => {
    expect(head(['HTTP/1.1 200 OK', 'Connection: keep-alive', 'content-length: 1']).keepAlive).toBe(true);
  });

  test('HTTP/1.0 does not by default', () => {
    expect(head(['HTTP/1.0 200 OK', 'content-length: 1']).keepAlive).toBe(false);
  });

  test.each(['keep-alive', 'Keep-Alive', 'KEEP-ALIVE', 'foo, keep-alive'])('HTTP/1.0 with connection: %s does', (value) => {
    expect(head(['HTTP/1.0 200 OK', `Connection: ${value}`, 'content-length: 1']).keepAlive).toBe(true);
  });

  test('HTTP/1.0 with keep-alive but a body that ends with the connection does not', () => {
    const h = head(['HTTP/1.0 200 OK', 'Connection: keep-alive']);
    expect(h.framing).toEqual({ kind: 'close' });
    expect(h.keepAlive).toBe(false);
  });

  test('HTTP/1.0 with connection: close does not', () => {
    expect(head(['HTTP/1.0 200 OK', 'Connection: close', 'content-length: 1']).keepAlive).toBe(false);
  });
});

describe('content-length', () => {
  test('a length frames the body', () => {
    expect(head(['HTTP/1.1 200 OK', 'Content-Length: 1234']).framing).toEqual({ kind: 'length', length: 1234 });
  });

  test('a length of 0 is no body', () => {
    const h = head(['HTTP/1.1 200 OK', 'Content-Length: 0']);
    expect(h.framing).toEqual({ kind: 'none' });
    expect(h.keepAlive).toBe(true);
  });

  test('leading zeros are the same length', () => {
    expect(head(['HTTP/1.1 200 OK', 'Content-Length: 007']).framing).toEqual({ kind: 'length', length: 7 });
  });

  test.each([
    ['5, 5 on one line', ['Content-Length: 5, 5']],
    ['5,5,5 on one line', ['Content-Length: 5,5,5']],
    ['two lines of 5', ['Content-Length: 5', 'content-length: 5']],
    ['a line of 5 and a line of 5, 5', ['Content-Length: 5', 'Content-Length: 5 , 5']],
  ])('equal duplicates (%s) are one length', (_what, lines) => {
    const h = head(['HTTP/1.1 200 OK', ...lines]);
    expect(h.framing).toEqual({ kind: 'length', length: 5 });
    expect(h.keepAlive).toBe(true);
  });

  test.each([
    ['5, 6 on one line', ['Content-Length: 5, 6']],
    ['two lines of 5 and 6', ['Content-Length: 5', 'Content-Length: 6']],
    ['5 and 05 (different text)', ['Content-Length: 5', 'Content-Length: 05']],
    ['a line of 5 and a line of 5, 6', ['Content-Length: 5', 'Content-Length: 5, 6']],
  ])('conflicting lengths (%s) are refused', (_what, lines) => {
    badAnswer(['HTTP/1.1 200 OK', ...lines]);
  });

  test.each(['abc', '-1', '+5', '5.0', '0x10', '1e3', '5 5', '', '5,', ',5', ' , '])('a non-digit length %j is refused', (value) => {
    badAnswer(['HTTP/1.1 200 OK', `Content-Length: ${value}`]);
  });

  test('a length beyond a safe integer is refused', () => {
    badAnswer(['HTTP/1.1 200 OK', 'Content-Length: 99999999999999999999']);
  });
});

describe('transfer-encoding', () => {
  test.each(['chunked', 'Chunked', 'gzip, chunked', 'gzip,chunked ', ' CHUNKED'])('%j (chunked last) is chunked framing', (value) => {
    const h = head(['HTTP/1.1 200 OK', `Transfer-Encoding: ${value}`]);
    expect(h.framing).toEqual({ kind: 'chunked' });
    expect(h.keepAlive).toBe(true);
  });

  test('codings over two lines: chunked on the last line is last', () => {
    expect(head(['HTTP/1.1 200 OK', 'Transfer-Encoding: gzip', 'Transfer-Encoding: chunked']).framing).toEqual({ kind: 'chunked' });
  });

  test('codings over two lines: chunked on the first line is not last', () => {
    const h = head(['HTTP/1.1 200 OK', 'Transfer-Encoding: chunked', 'Transfer-Encoding: gzip']);
    expect(h.framing).toEqual({ kind: 'close' });
    expect(h.keepAlive).toBe(false);
  });

  test.each(['gzip', 'chunked, gzip', 'identity', 'chunkedx'])(
    '%j (chunked not last) runs until close and ends the connection',
    (value) => {
      const h = head(['HTTP/1.1 200 OK', `Transfer-Encoding: ${value}`]);
      expect(h.framing).toEqual({ kind: 'close' });
      expect(h.keepAlive).toBe(false);
    },
  );

  test('transfer-encoding and content-length: chunked wins and the connection is not kept', () => {
    for (const lines of [
      ['Transfer-Encoding: chunked', 'Content-Length: 10'],
      ['Content-Length: 10', 'Transfer-Encoding: chunked'],
    ]) {
      const h = head(['HTTP/1.1 200 OK', ...lines]);
      expect(h.framing).toEqual({ kind: 'chunked' });
      expect(h.keepAlive).toBe(false);
    }
  });

  test('no length and no transfer-encoding: the body runs until close', () => {
    const h = head(['HTTP/1.1 200 OK', 'Content-Type: text/plain']);
    expect(h.framing).toEqual({ kind: 'close' });
    expect(h.keepAlive).toBe(false);
  });
});

describe('answers without a body', () => {
  test.each([204, 304])('%i has none whatever its headers say', (status) => {
    for (const lines of [['Content-Length: 10'], ['Transfer-Encoding: chunked'], []]) {
      const h = head([`HTTP/1.1 ${status} X`, ...lines]);
      expect(h.framing).toEqual({ kind: 'none' });
      expect(h.keepAlive).toBe(true);
    }
  });

  test('the answer to a HEAD has none whatever its headers say', () => {
    for (const lines of [['Content-Length: 10'], ['Transfer-Encoding: chunked'], []]) {
      const h = head(['HTTP/1.1 200 OK', ...lines], true);
      expect(h.framing).toEqual({ kind: 'none' });
      expect(h.keepAlive).toBe(true);
    }
    // Its headers are still passed on as they came.
    expect(head(['HTTP/1.1 200 OK', 'Content-Length: 10'], true).headers).toEqual(['content-length', '10']);
  });

  test.each([100, 103, 199])('%i (informational) has none', (status) => {
    expect(head([`HTTP/1.1 ${status} Info`, 'Link: </a.css>; rel=preload']).framing).toEqual({ kind: 'none' });
  });

  test('a conflicting length is refused even on an answer without a body', () => {
    badAnswer(['HTTP/1.1 204 No Content', 'Content-Length: 1', 'Content-Length: 2']);
  });
});
