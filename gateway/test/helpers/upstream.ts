// A small real service for the gateway to proxy to: it verifies the gateway's signature the way every
// service does (401 without it), echoes what it received, speaks WebSocket (echo, big messages) and has /readyz.
import http, { type IncomingMessage } from 'node:http';
import { WebSocketServer } from 'ws';
import { verifyIdentity, type Identity } from '@dop/service-kit';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  identity: Identity | null;
  body: string;
}

export interface TestUpstream {
  url: string;
  port: number;
  seen: Seen[];
  /** What /readyz answers; flip it to test /healthz. */
  ready: boolean;
  /** Milliseconds every /slow request waits before answering. */
  slowMs: number;
  close(): Promise<void>;
}

export async function startUpstream(secret: string): Promise<TestUpstream> {
  const state = { seen: [] as Seen[], ready: true, slowMs: 0 };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/readyz') return json(state.ready ? 200 : 503, { ready: state.ready });
      const identity = verifyIdentity(secret, req.headers);
      const seen: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        identity,
        body: Buffer.concat(chunks).toString(),
      };
      state.seen.push(seen);
      if (!identity && !req.url?.startsWith('/api/auth/')) {
        return json(401, { error: { code: 'unauthorized', message: 'missing or bad identity signature' } });
      }
      const answer = () => json(200, { ok: true, identity, method: seen.method, url: seen.url, body: seen.body });
      if (req.url?.includes('/slow')) timers.add(setTimeout(answer, state.slowMs));
      else answer();
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const identity = verifyIdentity(secret, req.headers);
    if (!identity) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.send(JSON.stringify({ hello: identity.userId }));
      // `big:<n>` asks for one binary message of n bytes (a frame the gateway relays in many chunks).
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('big:')) ws.send(Buffer.alloc(Number(text.slice(4)), 97));
        else ws.send(`echo:${text}`);
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      for (const t of timers) clearTimeout(t);
      for (const c of wss.clients) c.terminate();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  }) as TestUpstream;
}
