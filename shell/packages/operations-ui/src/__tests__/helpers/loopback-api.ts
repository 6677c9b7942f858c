// A real HTTP server on a loopback port answering the operations API paths with the bodies a test
// sets, and recording every request; the panels reach it through a node:http transport because
// jsdom has no fetch.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OperationsTransport } from '../../api/api-context';

export interface LoopbackApi {
  /** Bodies by path (without the query); a function gets the parsed query. */
  routes: Record<string, unknown | ((query: URLSearchParams) => unknown)>;
  /** Every request as method + path + query, in order. */
  seen: string[];
  transport: OperationsTransport;
  close(): Promise<void>;
}

function call<T>(base: string, method: string, url: string, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const req = request(`${base}${url}`, { method, signal }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status >= 300) reject(new Error(`${status}: ${text || res.statusMessage}`));
        else resolve((text ? JSON.parse(text) : null) as T);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function startLoopbackApi(routes: LoopbackApi['routes'] = {}): Promise<LoopbackApi> {
  const api = { routes, seen: [] as string[] } as LoopbackApi;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    api.seen.push(`${req.method} ${url.pathname}${url.search}`);
    const route = api.routes[url.pathname];
    if (route === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such route');
      return;
    }
    const body = typeof route === 'function' ? (route as (q: URLSearchParams) => unknown)(url.searchParams) : route;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.transport = {
    get: (url, signal) => call(base, 'GET', url, signal),
    post: (url) => call(base, 'POST', url),
  };
  api.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}
