// What a caller sees when a service misbehaves, through the undici pools (ported from the tests of the
// hand-written client that undici replaced): silence inside an answer, a reset before any answer, a
// malformed answer, an answer closing its connection, a service that dropped its idle connections, and
// 1xx answers. UPSTREAM_TIMEOUT_MS is 300 ms here.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { startHarness, type Harness } from '../helpers/gateway-harness';
import { rawCall } from '../helpers/raw-call';

const server = http.createServer((req, res) => {
  const url = req.url ?? '';
  if (url.includes('/silent-stream')) {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first,');
  } else if (url.includes('/silent-sized')) {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
    res.write('part');
  } else if (url.includes('/close')) {
    res.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
    res.end('{"closed":true}');
  } else if (url.includes('/hints')) {
    res.writeEarlyHints({ link: '</app.css>; rel=preload; as=style' });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hinted":true}');
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  }
});

/** Answers Node's server never sends, by the request line's path. */
const raw = net.createServer((socket) => {
  socket.on('error', () => undefined);
  socket.once('data', (b: Buffer) => {
    const line = b.toString('latin1').split('\r\n')[0];
    if (line.includes('/reset')) socket.destroy();
    else if (line.includes('/two-lengths')) socket.end('HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab');
    else socket.end('not an HTTP answer\r\n\r\n');
  });
});

let h: Harness;
const authed = { cookie: 'sid=s-alice' };
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
  h = await startHarness([], {
    upstreamTimeoutMs: 300,
    services: {
      billing: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      cloudflare: `http://127.0.0.1:${(raw.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await h?.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await new Promise<void>((r) => raw.close(() => r()));
});

const errorCode = (body: Buffer): string => (JSON.parse(body.toString()) as { error: { code: string } }).error.code;

test('a streamed answer that goes silent for UPSTREAM_TIMEOUT_MS cuts the caller off; the gateway keeps serving', async () => {
  const started = Date.now();
  await expect(rawCall(`${h.url}/api/billing/silent-stream`, { headers: authed })).rejects.toThrow();
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  expect((await rawCall(`${h.url}/api/billing/x`, { headers: authed })).status).toBe(200);
});

test('a sized answer that stops half-way is cut off as well, never left hanging', async () => {
  await expect(rawCall(`${h.url}/api/billing/silent-sized`, { headers: authed })).rejects.toThrow();
  expect((await rawCall(`${h.url}/api/billing/x`, { headers: authed })).status).toBe(200);
});

test('a connection reset before any answer is 502 bad_gateway with the request id', async () => {
  const res = await rawCall(`${h.url}/api/cloudflare/reset`, { headers: authed });
  expect(res.status).toBe(502);
  expect(errorCode(res.body)).toBe('bad_gateway');
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});

test.each(['two-lengths', 'not-http'])('a malformed answer (%s) is 502 bad_gateway', async (what) => {
  const res = await rawCall(`${h.url}/api/cloudflare/${what}`, { headers: authed });
  expect(res.status).toBe(502);
  expect(errorCode(res.body)).toBe('bad_gateway');
});

test('an answer that closes its connection is passed on, and the next call takes a fresh one', async () => {
  const res = await rawCall(`${h.url}/api/billing/close`, { headers: authed });
  expect(res.status).toBe(200);
  expect(res.body.toString()).toBe('{"closed":true}');
  expect((await rawCall(`${h.url}/api/billing/x`, { headers: authed })).status).toBe(200);
});

test('a service that dropped its idle connections (say, restarted) is reached again on the next call', async () => {
  expect((await rawCall(`${h.url}/api/billing/x`, { headers: authed })).status).toBe(200);
  server.closeIdleConnections();
  await new Promise((r) => setTimeout(r, 50));
  for (let i = 0; i < 3; i++) expect((await rawCall(`${h.url}/api/billing/x`, { headers: authed })).status).toBe(200);
});

test('1xx answers (103 Early Hints) are not passed on; the final answer is', async () => {
  const res = await rawCall(`${h.url}/api/billing/hints`, { headers: authed });
  expect(res.status).toBe(200);
  expect(res.body.toString()).toBe('{"hinted":true}');
});
