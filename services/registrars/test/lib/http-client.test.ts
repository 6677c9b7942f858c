import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RegistrarError } from '../../src/lib/errors';
import { send } from '../../src/lib/http-client';

let server: Server;
let url: string;
let answers: Array<{ status: number; delayMs?: number; headers?: Record<string, string> }> = [];
let hits = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits += 1;
    const a = answers.shift() ?? { status: 200 };
    setTimeout(() => {
      res.writeHead(a.status, a.headers);
      res.end(`answer ${a.status}`);
    }, a.delayMs ?? 0);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  answers = [];
  hits = 0;
});

const policy = { timeoutMs: 300, retries: 2, backoffMs: 10 };

describe('send', () => {
  it('retries an idempotent call after 503 and 429 (honouring Retry-After) and returns the success', async () => {
    answers = [{ status: 503 }, { status: 429, headers: { 'retry-after': '0' } }, { status: 200 }];
    const res = await send({ url, idempotent: true }, policy);
    expect(res.status).toBe(200);
    expect(hits).toBe(3);
  });

  it('waits what Retry-After asks for when that is longer than the backoff, in seconds or as an HTTP-date', async () => {
    // An HTTP-date has whole seconds: 2 s ahead is at least 1 s ahead.
    for (const retryAfter of [() => '1', () => new Date(Date.now() + 2_000).toUTCString()]) {
      answers = [{ status: 429, headers: { 'retry-after': retryAfter() } }, { status: 200 }];
      hits = 0;
      const started = performance.now();
      expect((await send({ url, idempotent: true }, policy)).status).toBe(200);
      expect(hits).toBe(2);
      expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    }
  });

  it('gives the last 503 back as the answer once the retries are used up', async () => {
    answers = [{ status: 503 }, { status: 502 }, { status: 503 }];
    const res = await send({ url, idempotent: true }, policy);
    expect(res.status).toBe(503);
    expect(res.text).toBe('answer 503');
    expect(hits).toBe(3);
  });

  it('tries a non-idempotent call once', async () => {
    answers = [{ status: 503 }, { status: 200 }];
    const res = await send({ url, method: 'POST', idempotent: false }, policy);
    expect(res.status).toBe(503);
    expect(hits).toBe(1);
  });

  it('gives a 4xx back at once and times out a slow answer as a transport error', async () => {
    answers = [{ status: 404 }];
    expect((await send({ url, idempotent: true }, policy)).status).toBe(404);
    expect(hits).toBe(1);
    answers = [{ status: 200, delayMs: 1000 }];
    const err = await send({ url, idempotent: false }, policy).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistrarError);
    expect(err).toMatchObject({ kind: 'transport', message: 'timed out after 300 ms' });
  });

  it('reports an unreachable registrar after the retries', async () => {
    const err = await send({ url: 'http://127.0.0.1:1/', idempotent: true }, policy).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'transport' });
    expect((err as Error).message).toMatch(/^unreachable: /);
  });
});
