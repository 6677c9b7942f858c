// The gateway's transport limits on real sockets (issue 26): bodies over their route's limit → 413,
// too many headers or too large a head → 431, malformed chunked bodies → 400 with nothing forwarded,
// a stalled body → 408 (GATEWAY_BODY_TIMEOUT_MS, 1 s here), and a bulk route's larger limit.
import WebSocket from 'ws';
import { waitFor } from '@dop/service-testing';
import { startHarness, type Harness } from '../helpers/gateway-harness';
import { rawCall } from '../helpers/raw-call';
import { rawExchange, replyBody } from '../helpers/raw-socket';

const KiB = 1024;
const MiB = 1024 * KiB;

let h: Harness;
beforeAll(async () => {
  h = await startHarness(['identity', 'domains', 'ssh'], { bodyTimeoutMs: 1_000 });
});
afterAll(async () => {
  await h?.close();
});

/** Requests the identity upstream has seen so far (the public /api/auth paths need no user). */
const identitySeen = (): number => h.upstreams.identity!.seen.length;
const head = (lines: string[]): string => `POST /api/auth/login HTTP/1.1\r\nHost: gw\r\n${lines.map((l) => `${l}\r\n`).join('')}\r\n`;

describe('body size', () => {
  test.each([
    ['1 MiB + 1 byte', MiB + 1],
    ['2 MiB', 2 * MiB],
    ['8 MiB', 8 * MiB],
    ['32 MiB', 32 * MiB],
  ])('a declared length of %s on a 1 MiB route answers 413 naming the limit, before any body is read', async (_n, size) => {
    const before = identitySeen();
    const reply = await rawExchange(h.url, head([`Content-Length: ${size}`]));
    expect(reply.status).toBe(413);
    expect(reply.text).toMatch(/connection: close/i);
    expect(replyBody(reply).error).toEqual({ code: 'payload_too_large', message: "Request body is over this route's limit of 1 MiB" });
    expect(identitySeen()).toBe(before);
  });

  test.each([
    ['1 MiB + 1 byte', MiB + 1],
    ['3 MiB', 3 * MiB],
  ])('a chunked body of %s on a 1 MiB route answers 413 and is not forwarded', async (_n, size) => {
    const before = identitySeen();
    const chunk = Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), Buffer.alloc(size, 97), Buffer.from('\r\n0\r\n\r\n')]);
    const reply = await rawExchange(h.url, Buffer.concat([Buffer.from(head(['Transfer-Encoding: chunked'])), chunk]));
    expect(reply.status).toBe(413);
    expect(replyBody(reply).error.code).toBe('payload_too_large');
    expect(identitySeen()).toBe(before);
  });

  test('Expect: 100-continue over the limit answers 413 without asking for the body', async () => {
    const reply = await rawExchange(h.url, head(['Expect: 100-continue', `Content-Length: ${2 * MiB}`]));
    expect(reply.text).not.toMatch(/100 Continue/);
    expect(reply.status).toBe(413);
  });

  test('Expect: 100-continue within the limit is asked for its body once access is granted, and forwarded', async () => {
    const { hostname, port } = new URL(h.url);
    const { default: net } = await import('node:net');
    const text = await new Promise<string>((resolve, reject) => {
      let got = '';
      const socket = net.connect({ host: hostname, port: Number(port) }, () =>
        socket.write(head(['Expect: 100-continue', 'Content-Length: 5', 'Connection: close'])),
      );
      socket.on('data', (d: Buffer) => {
        got += d.toString();
        if (got === 'HTTP/1.1 100 Continue\r\n\r\n') socket.write('hello');
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(got));
    });
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(h.upstreams.identity!.seen.at(-1)!.body).toBe('hello');
  });

  test('exactly 1 MiB passes on a 1 MiB route', async () => {
    const body = Buffer.alloc(MiB, 98);
    const res = await rawCall(`${h.url}/api/auth/login`, { method: 'POST', headers: { 'content-length': String(MiB) }, body: [body] });
    expect(res.status).toBe(200);
    expect(h.upstreams.identity!.seen.at(-1)!.body.length).toBe(MiB);
  });

  test('a bulk route takes the service’s larger limit: 3 MiB passes, chunked too, and 4 MiB + 1 answers 413 naming 4 MiB', async () => {
    const body = Buffer.alloc(3 * MiB, 99);
    const authed = { authorization: 'Bearer t-alice' };
    const byLength = await rawCall(`${h.url}/api/domains/bulk`, {
      method: 'POST',
      headers: { ...authed, 'content-length': String(body.length) },
      body: [body],
    });
    expect(byLength.status).toBe(200);
    const chunked = await rawCall(`${h.url}/api/domains/bulk`, {
      method: 'POST',
      headers: { ...authed, 'transfer-encoding': 'chunked' },
      body: [body.subarray(0, MiB), body.subarray(MiB)],
    });
    expect(chunked.status).toBe(200);
    const seen = h.upstreams.domains!.seen.slice(-2);
    expect(seen.map((s) => [s.url, s.body.length, s.headers['content-length']])).toEqual([
      ['/api/domains/bulk', 3 * MiB, String(3 * MiB)],
      ['/api/domains/bulk', 3 * MiB, String(3 * MiB)],
    ]);
    const over = await rawExchange(
      h.url,
      `POST /api/domains/bulk HTTP/1.1\r\nHost: gw\r\nAuthorization: Bearer t-alice\r\nContent-Length: ${4 * MiB + 1}\r\n\r\n`,
    );
    expect(over.status).toBe(413);
    expect(replyBody(over).error.message).toBe("Request body is over this route's limit of 4 MiB");
  });
});

describe('head limits', () => {
  const many = (n: number): string[] => Array.from({ length: n }, (_, i) => `X-Filler-${i}: v`);

  test('100 headers pass (Host included)', async () => {
    const reply = await rawExchange(h.url, head([...many(97), 'Connection: close', 'Content-Length: 2']) + 'hi');
    expect(reply.status).toBe(200);
  });

  test.each([101, 1_000])('%i headers answer 431, with a body after them not forwarded', async (n) => {
    const before = identitySeen();
    const reply = await rawExchange(h.url, head([...many(n - 2), 'Content-Length: 5']) + 'hello');
    expect(reply.status).toBe(431);
    expect(replyBody(reply).error).toEqual({ code: 'headers_too_large', message: 'More than 100 request headers' });
    expect(identitySeen()).toBe(before);
  });

  test('a head over 16 KiB answers 431', async () => {
    const before = identitySeen();
    const reply = await rawExchange(h.url, head([`X-Big: ${'a'.repeat(17 * KiB)}`, 'Content-Length: 0']));
    expect(reply.status).toBe(431);
    expect(replyBody(reply).error).toEqual({ code: 'headers_too_large', message: 'Request head is over 16 KiB' });
    expect(identitySeen()).toBe(before);
  });
});

describe('malformed chunked bodies answer 400 and reach nobody', () => {
  test.each([
    ['a bad chunk size', '5\r\nhello\r\nzz\r\nhello\r\n0\r\n\r\n', false],
    ['a chunk size over what follows', '5\r\nhelloXX\r\n0\r\n\r\n', false],
    ['a missing CRLF after the chunk', '5\r\nhello0\r\n\r\n', false],
    ['a body cut off by the end of the connection', '5\r\nhel', true],
    ['a body cut off after a complete chunk', '5\r\nhello\r\n', true],
  ])('%s', async (_what, body, end) => {
    const before = identitySeen();
    const reply = await rawExchange(h.url, head(['Transfer-Encoding: chunked']) + body, { end });
    expect(reply.status).toBe(400);
    expect(replyBody(reply).error.code).toBe('bad_request');
    expect(replyBody(reply).error.message).toMatch(/^Malformed request: /);
    // Nothing reached the service, not even the head.
    await new Promise((r) => setTimeout(r, 100));
    expect(identitySeen()).toBe(before);
  });

  test('a well-framed chunked body is forwarded once complete, with its length', async () => {
    const reply = await rawExchange(
      h.url,
      head(['Transfer-Encoding: chunked', 'Connection: close']) + '5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n',
    );
    expect(reply.status).toBe(200);
    const seen = h.upstreams.identity!.seen.at(-1)!;
    expect([seen.body, seen.headers['content-length'], seen.headers['transfer-encoding']]).toEqual(['hello world', '11', undefined]);
  });
});

describe('stalls', () => {
  test('a body that stalls for GATEWAY_BODY_TIMEOUT_MS answers 408 and is not forwarded', async () => {
    const before = identitySeen();
    const started = Date.now();
    const reply = await rawExchange(h.url, head(['Content-Length: 10']) + 'hel', { waitMs: 5_000 });
    const took = Date.now() - started;
    expect(reply.status).toBe(408);
    expect(replyBody(reply).error).toEqual({ code: 'request_timeout', message: 'Request body stalled for 1 s' });
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(3_000);
    expect(identitySeen()).toBe(before);
  });

  test('a body that keeps coming, slowly but within the timeout each time, is forwarded', async () => {
    const pieces = ['he', 'll', 'o!'].map((s) => Buffer.from(s));
    const res = await new Promise<number>((resolve, reject) => {
      void (async () => {
        const { default: http } = await import('node:http');
        const req = http.request(`${h.url}/api/auth/login`, { method: 'POST', headers: { 'content-length': '6' }, agent: false }, (r) => {
          r.resume();
          r.on('end', () => resolve(r.statusCode ?? 0));
        });
        req.on('error', reject);
        for (const p of pieces) {
          req.write(p);
          await new Promise((r) => setTimeout(r, 400));
        }
        req.end();
      })();
    });
    expect(res).toBe(200);
    expect(h.upstreams.identity!.seen.at(-1)!.body).toBe('hello!');
  });

  test('a head that does not complete in time answers 408', async () => {
    const reply = await rawExchange(h.url, 'POST /api/auth/login HTTP/1.1\r\nHost: gw\r\n', { waitMs: 5_000 });
    expect(reply.status).toBe(408);
    expect(replyBody(reply).error.code).toBe('request_timeout');
  });
});

test('the head and body timeouts do not touch an upgraded socket: a WebSocket quiet for longer still works', async () => {
  const ws = new WebSocket(`${h.url.replace('http', 'ws')}/ssh-ws`, { headers: { authorization: 'Bearer t-alice' } });
  const messages: string[] = [];
  ws.on('message', (m: Buffer) => messages.push(m.toString()));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  // Twice GATEWAY_BODY_TIMEOUT_MS (and several of Node's checks) without a byte.
  await new Promise((r) => setTimeout(r, 2_000));
  expect(ws.readyState).toBe(WebSocket.OPEN);
  ws.send('still here');
  await waitFor(() => messages.includes('echo:still here'), { what: 'the echo after the quiet', timeoutMs: 2_000 });
  ws.close();
});
