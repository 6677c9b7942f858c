// Forwarding over the undici pools (forward.ts): x-forwarded-*, bodies both ways, hop-by-hop headers
// kept on their own hop, several Set-Cookie lines, an aborted caller or a service dying mid-answer, and
// a service URL with a path prefix.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { waitFor } from '@dop/service-testing';
import { startHarness, type Harness } from '../helpers/gateway-harness';

interface RawSeen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const seen: RawSeen[] = [];
let closedEarly = 0;
const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
    if (req.url?.includes('/cookies')) {
      res.writeHead(201, 'Made', [
        'Set-Cookie',
        'a=1; Path=/',
        'Set-Cookie',
        'b=2; Path=/',
        'Keep-Alive',
        'timeout=5',
        'X-Request-Id',
        'upstream-made-this-up',
        'X-Custom',
        'yes',
        'Cache-Control',
        'private, no-cache',
      ]);
      res.end('made');
    } else if (req.url?.includes('/die')) {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '1000' });
      res.write('partial');
      setTimeout(() => res.socket?.destroy(), 20);
    } else if (req.url?.includes('/hang')) {
      res.on('close', () => (closedEarly += 1));
    } else if (req.url?.includes('/big')) {
      // Over the size the gateway holds to write at once: this one is passed on as it comes.
      const body = Buffer.alloc(300 * 1024, 'abcdefgh');
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(body.length) });
      res.end(body);
    } else if (req.url?.includes('/stream')) {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('one,');
      setTimeout(() => res.end('two'), 10);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    }
  });
});

let h: Harness;
let port = 0;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  h = await startHarness([], {
    services: { billing: `http://127.0.0.1:${port}`, cloudflare: `http://127.0.0.1:${port}/prefix` },
  });
});
afterAll(async () => {
  await h?.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  seen.length = 0;
});

const authed = { cookie: 'sid=s-alice' };
/** Writes with a bearer token (no CSRF Origin check). */
const bearer = { authorization: 'Bearer t-alice' };

/** A raw request, so hop-by-hop headers, chunked bodies and aborts are under the test's control. */
function call(
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string[] } = {},
): Promise<{ status: number; message: string; headers: IncomingMessage['headers']; raw: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${h.url}${path}`,
      { method: opts.method ?? 'GET', headers: { ...authed, ...opts.headers }, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? '', headers: res.headers, raw: res.rawHeaders, body }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    for (const chunk of opts.body ?? []) req.write(chunk);
    req.end();
  });
}

test('x-forwarded-for and -proto are added (appended to a client-sent chain) and the Host is kept', async () => {
  const res = await call('/api/billing/x?q=1', {
    headers: { host: 'panel.example:8443', 'x-forwarded-for': '198.51.100.7', 'x-forwarded-prefix': '/panel' },
  });
  expect(res.status).toBe(200);
  const s = seen.at(-1)!;
  expect(s.url).toBe('/api/billing/x?q=1');
  expect(s.headers.host).toBe('panel.example:8443');
  expect(s.headers['x-forwarded-for']).toBe('198.51.100.7,127.0.0.1');
  expect(s.headers['x-forwarded-proto']).toBe('http');
  // The Host says where the caller went; no copy of it is added.
  expect(s.headers['x-forwarded-host']).toBeUndefined();
  expect(s.headers['x-forwarded-port']).toBeUndefined();
  expect(s.headers['x-forwarded-prefix']).toBe('/panel');
  expect(s.headers['x-identity-sig']).toMatch(/^[0-9a-f]{64}$/);
});

test("a front proxy's x-forwarded-host and -port pass through as they came", async () => {
  await call('/api/billing/x', { headers: { 'x-forwarded-host': 'panel.example', 'x-forwarded-port': '443' } });
  const s = seen.at(-1)!;
  expect(s.headers['x-forwarded-host']).toBe('panel.example');
  expect(s.headers['x-forwarded-port']).toBe('443');
});

test("the caller's Connection: close stays on its hop; the upstream socket is kept alive", async () => {
  const res = await call('/api/billing/x', { headers: { connection: 'close' } });
  expect(res.status).toBe(200);
  expect(res.headers.connection).toBe('close');
  expect(seen.at(-1)!.headers.connection).toBe('keep-alive');
});

test('request bodies stream through, with a length or chunked', async () => {
  const sized = await call('/api/billing/x', {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'text/plain', 'content-length': '5' },
    body: ['hello'],
  });
  expect(sized.status).toBe(200);
  expect(seen.at(-1)).toMatchObject({ method: 'POST', body: 'hello' });
  const chunked = await call('/api/billing/x', {
    method: 'PUT',
    headers: { ...bearer, 'transfer-encoding': 'chunked' },
    body: ['a', 'b', 'c'],
  });
  expect(chunked.status).toBe(200);
  expect(seen.at(-1)).toMatchObject({ method: 'PUT', body: 'abc' });
});

// http-proxy added content-length 0 here so that Node's client would not frame the empty body as
// chunked; undici sends no body framing at all, which Fastify reads as no body even with a content-type.
test('Expect: 100-continue is answered by the gateway, and the body then reaches the service', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${h.url}/api/billing/x`, {
      method: 'POST',
      headers: { ...bearer, expect: '100-continue', 'content-type': 'text/plain', 'content-length': '4' },
      agent: false,
    });
    req.on('continue', () => req.end('ping'));
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  expect(status).toBe(200);
  expect(seen.at(-1)).toMatchObject({ method: 'POST', body: 'ping' });
  expect(seen.at(-1)!.headers.expect).toBeUndefined();
});

test('a HEAD request gets the head of the answer and no body', async () => {
  const res = await call('/api/billing/x', { method: 'HEAD' });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.body).toBe('');
  expect(seen.at(-1)!.method).toBe('HEAD');
});

test('a body-less DELETE reaches the service without a body (no chunked framing)', async () => {
  const res = await call('/api/billing/x', { method: 'DELETE', headers: { ...bearer, 'content-type': 'application/json' } });
  expect(res.status).toBe(200);
  const s = seen.at(-1)!;
  expect(s).toMatchObject({ method: 'DELETE', body: '' });
  expect(s.headers['transfer-encoding']).toBeUndefined();
  expect(s.headers['content-length'] ?? '0').toBe('0');
});

test('status text, every Set-Cookie line and the body come back; hop-by-hop headers and the upstream request id do not', async () => {
  const res = await call('/api/billing/cookies');
  expect(res.status).toBe(201);
  expect(res.message).toBe('Made');
  expect(res.body).toBe('made');
  expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  expect(res.headers['x-custom']).toBe('yes');
  expect(res.headers['keep-alive']).not.toBe('timeout=5');
  expect(res.headers['x-request-id']).toBe(seen.at(-1)!.headers['x-request-id']);
  expect(res.raw.filter((h) => h.toLowerCase() === 'x-request-id')).toHaveLength(1);
});

test("the gateway's security headers are added to an answer, the service's own Cache-Control wins", async () => {
  const res = await call('/api/billing/cookies');
  expect(res.headers['cache-control']).toBe('private, no-cache');
  expect(res.raw.filter((h) => h.toLowerCase() === 'cache-control')).toHaveLength(1);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect((await call('/api/billing/x')).headers['cache-control']).toBe('no-store');
});

test('a streamed (chunked) answer is passed on as it comes', async () => {
  const res = await call('/api/billing/stream');
  expect(res.status).toBe(200);
  expect(res.body).toBe('one,two');
});

test('an answer larger than the held size arrives whole, with its length', async () => {
  const res = await call('/api/billing/big');
  expect(res.status).toBe(200);
  expect(res.headers['content-length']).toBe(String(300 * 1024));
  expect(res.body).toBe('abcdefgh'.repeat((300 * 1024) / 8));
});

test('a service dying mid-answer cuts the caller off, and the gateway keeps serving', async () => {
  await expect(call('/api/billing/die')).rejects.toThrow();
  expect((await call('/api/billing/x')).status).toBe(200);
});

test('a caller that goes away stops the upstream call', async () => {
  const before = closedEarly;
  const req = http.request(`${h.url}/api/billing/hang`, { headers: authed, agent: false });
  req.on('error', () => undefined);
  req.end();
  await waitFor(async () => seen.some((s) => s.url === '/api/billing/hang'));
  req.destroy();
  await waitFor(async () => closedEarly > before);
});

test('errors written by the gateway carry the request id too', async () => {
  const res = await call('/api/billing/x', { headers: { cookie: '' } });
  expect(res.status).toBe(401);
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('a service URL with a path prefix gets the prefix before the path', async () => {
  const res = await call('/api/cloudflare/zones');
  expect(res.status).toBe(200);
  expect(seen.at(-1)!.url).toBe('/prefix/api/cloudflare/zones');
  expect(seen.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
  expect(res.headers['x-request-id']).toBe(seen.at(-1)!.headers['x-request-id']);
});

test("a header value Node's strict parser refuses never reaches a service: the gateway answers 400 itself", async () => {
  // app.ts asks for strict parsing whatever NODE_OPTIONS say.
  const { port: gatewayPort } = new URL(h.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(gatewayPort), '127.0.0.1', () =>
      socket.write(
        'GET /api/billing/x HTTP/1.1\r\nHost: x\r\nCookie: sid=s-alice\r\nX-A: one\u0001two\r\nConnection: close\r\n\r\n',
        'latin1',
      ),
    );
    let text = '';
    socket.on('data', (b: Buffer) => (text += b.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  expect(seen).toHaveLength(0);
});
