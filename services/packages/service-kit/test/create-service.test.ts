import { signedHeaders, testEnv } from '@dop/service-testing';
import { baseServiceEnv, parseEnv } from '../src/env';
import type { ServiceApp } from '../src/create-service';
import { buildTinyApp } from './fixtures/tiny-app';

let app: ServiceApp;
beforeAll(async () => {
  app = await buildTinyApp(parseEnv(baseServiceEnv, testEnv()), { bodyLimit: 1024 });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { ...signedHeaders(), ...headers } });

describe('createService: validation and errors', () => {
  it('201 with a valid body; the response schema drops undeclared fields', async () => {
    const res = await post('/widgets/small', { name: 'w', size: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'small-1', name: 'w', size: 3 });
    expect(res.body).not.toContain('internal-only');
  });

  it('400 naming the body field', async () => {
    const res = await post('/widgets/small', { name: 'w', size: -1 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toContain('body.size');
    expect(body.error.details).toEqual([expect.objectContaining({ in: 'body', path: 'size' })]);
  });

  it('400 naming every bad field when several are wrong', async () => {
    const res = await post('/widgets/small', { size: 'big' });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .error.details.map((d: { path: string }) => d.path)
      .sort();
    expect(paths).toEqual(['name', 'size']);
  });

  it('400 naming a bad query parameter and a bad path parameter', async () => {
    const q = await post('/widgets/small?dryRun=maybe', { name: 'w', size: 1 });
    expect(q.statusCode).toBe(400);
    expect(q.json().error.details[0]).toMatchObject({ in: 'querystring', path: 'dryRun' });
    const p = await post('/widgets/medium', { name: 'w', size: 1 });
    expect(p.statusCode).toBe(400);
    expect(p.json().error.details[0]).toMatchObject({ in: 'params', path: 'group' });
    expect(p.json().error.message).toContain('params.group');
  });

  it('400 for invalid JSON and 413 for a body over the limit', async () => {
    const bad = await post('/widgets/small', '{"name": ', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_json');
    const big = await post('/widgets/small', { name: 'x'.repeat(2000), size: 1 });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
  });

  it("400 / 414 in our error shape for a malformed URL escape or an over-long path parameter (Fastify's router errors)", async () => {
    for (const [url, status] of [
      ['/widgets/%zz', 400],
      ['/widgets/%ff%fe', 400],
      [`/widgets/${'x'.repeat(200)}`, 414],
    ] as const) {
      const res = await post(url, { name: 'w', size: 1 });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({
        error: { code: status === 414 ? 'uri_too_long' : 'bad_request', message: expect.stringContaining('/widgets/') },
      });
    }
  });

  it('404 JSON for an unknown route', async () => {
    const res = await app.inject({ method: 'GET', url: '/nope?x=1', headers: signedHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Route GET /nope not found' } });
  });

  it('a thrown HttpError keeps its status, code and details', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict', headers: signedHeaders() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: 'Widget already exists', details: { name: 'w' } } });
  });

  it('another service that is not there is a 503, one that does not answer a 504, not a 500', async () => {
    const absent = await app.inject({ method: 'GET', url: '/other-service/absent', headers: signedHeaders() });
    expect([absent.statusCode, absent.json().error.code]).toEqual([503, 'service_unavailable']);
    const silent = await app.inject({ method: 'GET', url: '/other-service/silent', headers: signedHeaders() });
    expect([silent.statusCode, silent.json().error.code]).toEqual([504, 'upstream_timeout']);
  });

  it('500 hides the internal message', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom', headers: signedHeaders() });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: 'Internal server error' } });
    expect(res.body).not.toContain('hunter2');
  });
});

describe('createService: request id', () => {
  it('echoes the gateway request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'gw-abc-123' } });
    expect(res.headers['x-request-id']).toBe('gw-abc-123');
  });

  it('generates one when missing or unsafe', async () => {
    const none = await app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\u0001' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
