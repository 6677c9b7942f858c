// Large bodies through the undici pools (ported from the tests of the hand-written client that undici
// replaced): several MB up by length and chunked on a bulk route (read in full by the gateway first,
// issue 26), several MB down with back-pressure to a caller that stops reading for longer than
// UPSTREAM_TIMEOUT_MS (a slow caller is not a silent service), and callers that go away in the middle
// of either.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@dop/service-testing';
import { startHarness, type Harness } from '../helpers/gateway-harness';
import { rawCall } from '../helpers/raw-call';

const MB = 1024 * 1024;
const BIG = Buffer.alloc(6 * MB);
for (let i = 0; i < BIG.length; i++) BIG[i] = (i * 7 + (i >> 12)) & 0xff;
/** Under the 4 MiB of the bulk routes (proxy/body-limits.ts). */
const UPLOAD = BIG.subarray(0, 3 * MB);
const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

let uploads = 0;
let abortedUploads = 0;
let closedStreams = 0;
const server = http.createServer((req, res) => {
  const url = req.url ?? '';
  if (url.includes('/download')) {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(BIG.length) });
    res.end(BIG);
    return;
  }
  if (url.includes('/endless')) {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => res.write('tick\n'), 10);
    res.on('close', () => {
      clearInterval(timer);
      closedStreams += 1;
    });
    return;
  }
  // An upload: read slowly at first (the caller has to wait on back-pressure), then answer its digest.
  uploads += 1;
  const hash = createHash('sha256');
  let length = 0;
  let done = false;
  req.pause();
  setTimeout(() => req.resume(), 200);
  req.on('data', (c: Buffer) => {
    hash.update(c);
    length += c.length;
  });
  req.on('end', () => {
    done = true;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ length, sha256: hash.digest('hex') }));
  });
  req.on('close', () => {
    if (!done) abortedUploads += 1;
  });
});

let h: Harness;
const authed = { authorization: 'Bearer t-alice' };
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  h = await startHarness([], {
    upstreamTimeoutMs: 300,
    services: {
      billing: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      domains: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await h?.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const pieces = (b: Buffer, size: number): Buffer[] => {
  const out: Buffer[] = [];
  for (let at = 0; at < b.length; at += size) out.push(b.subarray(at, at + size));
  return out;
};

test('a body of several MB with a length reaches the service intact', async () => {
  const res = await rawCall(`${h.url}/api/domains/bulk`, {
    method: 'POST',
    headers: { ...authed, 'content-type': 'application/octet-stream', 'content-length': String(UPLOAD.length) },
    body: pieces(UPLOAD, 256 * 1024),
  });
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body.toString())).toEqual({ length: UPLOAD.length, sha256: sha(UPLOAD) });
});

test('a chunked body of several MB reaches the service intact', async () => {
  const res = await rawCall(`${h.url}/api/domains/bulk`, {
    method: 'PUT',
    headers: { ...authed, 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
    body: pieces(UPLOAD, 100_000),
  });
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body.toString())).toEqual({ length: UPLOAD.length, sha256: sha(UPLOAD) });
});

test('an answer of several MB reaches a caller that stops reading for longer than UPSTREAM_TIMEOUT_MS, whole', async () => {
  const res = await rawCall(`${h.url}/api/billing/download`, {
    headers: authed,
    onAnswer: (answer) => {
      answer.pause();
      setTimeout(() => answer.resume(), 900);
    },
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-length']).toBe(String(BIG.length));
  expect(sha(res.body)).toBe(sha(BIG));
});

test('a caller that goes away in the middle of its upload: the service sees nothing of it', async () => {
  const before = { uploads, abortedUploads };
  const req = http.request(`${h.url}/api/domains/bulk`, {
    method: 'POST',
    headers: { ...authed, 'content-length': String(UPLOAD.length) },
    agent: false,
  });
  req.on('error', () => undefined);
  req.write(UPLOAD.subarray(0, MB));
  await new Promise((r) => setTimeout(r, 300));
  req.destroy();
  // The next call is served, and it is the first the service sees since.
  expect((await rawCall(`${h.url}/api/billing/x`, { headers: authed, method: 'POST', body: [Buffer.from('x')] })).status).toBe(200);
  expect({ uploads, abortedUploads }).toEqual({ uploads: before.uploads + 1, abortedUploads: before.abortedUploads });
});

test('a caller that goes away in the middle of a streamed answer ends the call to the service', async () => {
  const before = closedStreams;
  await new Promise<void>((resolve, reject) => {
    const req = http.request(`${h.url}/api/billing/endless`, { headers: authed, agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => undefined);
    req.on('timeout', () => reject(new Error('no answer')));
    req.end();
  });
  await waitFor(async () => closedStreams > before, { what: 'the service saw its answer closed' });
});
