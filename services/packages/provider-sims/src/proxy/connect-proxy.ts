// A small HTTP proxy (CONNECT tunnels and plain absolute-URL requests) for tests and the demo: registrar
// accounts must name a proxy (spec 1 §5), and this one records every use so a test can see that calls
// really went through it. Optional Basic credentials are enforced with 407. stop() also ends open
// CONNECT tunnels (a client such as undici keeps them alive, and they are no longer the server's).
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ProxyUse {
  method: string;
  target: string;
  user: string | null;
}

export interface RunningProxy {
  /** host:port, the form the account's proxy field takes. */
  address: string;
  port: number;
  uses: ProxyUse[];
  stop(): Promise<void>;
}

function userOf(header: string | undefined): string | null {
  if (!header?.startsWith('Basic ')) return null;
  return Buffer.from(header.slice(6), 'base64').toString('utf8');
}

export async function startConnectProxy(
  opts: { credentials?: { user: string; pass: string }; port?: number; host?: string } = {},
): Promise<RunningProxy> {
  const uses: ProxyUse[] = [];
  const expected = opts.credentials ? `${opts.credentials.user}:${opts.credentials.pass}` : null;
  const allowed = (auth: string | undefined) => expected === null || userOf(auth) === expected;
  const tunnelSockets = new Set<Socket>();
  const track = (s: Socket) => {
    tunnelSockets.add(s);
    s.once('close', () => tunnelSockets.delete(s));
  };

  const server: Server = createServer((req, res) => {
    if (!allowed(req.headers['proxy-authorization'])) return void res.writeHead(407, { 'proxy-authenticate': 'Basic' }).end();
    uses.push({ method: req.method ?? 'GET', target: String(req.url), user: userOf(req.headers['proxy-authorization']) });
    const target = new URL(String(req.url));
    const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });

  server.on('connect', (req, socket: Socket, head) => {
    if (!allowed(req.headers['proxy-authorization'])) {
      socket.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n');
      return;
    }
    uses.push({ method: 'CONNECT', target: String(req.url), user: userOf(req.headers['proxy-authorization']) });
    track(socket);
    const [host, port] = String(req.url).split(':');
    const upstream = connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    address: `${host}:${port}`,
    port,
    uses,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const s of tunnelSockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
