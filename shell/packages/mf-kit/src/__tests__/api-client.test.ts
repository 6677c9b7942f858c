/** @jest-environment node */
// A real HTTP server on a free loopback port: the client is tested against actual responses.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiGet, apiSend } from '../api/api-client';
import { ApiError } from '../api/api-error';

let server: Server;
let base = '';
const seen: { method?: string; body: string; type?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, body, type: req.headers['content-type'] });
      const [status, text, type] = ROUTES[req.url ?? ''] ?? [404, '', 'text/plain'];
      res.writeHead(status, { 'content-type': type });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ROUTES: Record<string, [number, string, string]> = {
  '/ok': [200, '{"domains":["a.com"]}', 'application/json'],
  '/empty': [204, '', 'text/plain'],
  '/bad': [400, '{"error":{"code":"bad_request","message":"name is required"}}', 'application/json'],
  '/unauthorized': [401, 'Unauthorized', 'text/plain'],
  '/down': [503, '', 'text/plain'],
};

describe('api client', () => {
  it('parses a JSON body', async () => {
    await expect(apiGet<{ domains: string[] }>(`${base}/ok`)).resolves.toEqual({ domains: ['a.com'] });
  });

  it('turns a non-2xx into an ApiError reading "<status>: <the server\'s message>"', async () => {
    const error = await apiGet(`${base}/bad`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: '400: name is required', serverMessage: 'name is required' });
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiGet(`${base}/down`)).rejects.toThrow(new Error('503: Service Unavailable'));
    await expect(apiGet(`${base}/missing`)).rejects.toThrow(new Error('404: Not Found'));
  });

  it('throws on 401 by default and returns null in 401-as-empty mode', async () => {
    await expect(apiGet(`${base}/unauthorized`)).rejects.toThrow(new Error('401: Unauthorized'));
    await expect(apiGet(`${base}/unauthorized`, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other errors in 401-as-empty mode', async () => {
    await expect(apiGet(`${base}/down`, { on401: 'returnNull' })).rejects.toThrow('503: Service Unavailable');
  });

  it('sends writes as JSON and reads an empty reply as null', async () => {
    seen.length = 0;
    await expect(apiSend('POST', `${base}/empty`, { name: 'x' })).resolves.toBeNull();
    expect(seen).toEqual([{ method: 'POST', body: '{"name":"x"}', type: 'application/json' }]);
    await expect(apiSend('DELETE', `${base}/bad`)).rejects.toThrow(/^400: /);
  });
});
