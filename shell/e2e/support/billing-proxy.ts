// A CONNECT proxy in the test process for the Dynadot account the Billing e2e creates (Dynadot accounts
// must name one, spec 1 §5). Unlike provider-sims' proxy it tracks its tunnels and destroys them on
// stop: the registrars service keeps its tunnels alive, which would otherwise hold the server open.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface TestProxy {
  /** host:port, the form the account's proxy field takes. */
  address: string;
  /** CONNECT targets in the order asked, so the test can see the calls went through it. */
  tunnels: string[];
  stop(): Promise<void>;
}

export async function startTestProxy(): Promise<TestProxy> {
  const sockets = new Set<Socket>();
  const tunnels: string[] = [];
  const track = (s: Socket) => (sockets.add(s), s.once('close', () => sockets.delete(s)));
  const server: Server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, socket: Socket, head) => {
    track(socket);
    tunnels.push(String(req.url));
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    tunnels,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
