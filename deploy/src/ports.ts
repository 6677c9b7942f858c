// Free loopback ports chosen at run time. The OS picks an unused port; we remember what we handed out so
// two children of one run never get the same port even if neither has bound it yet.
import net from 'node:net';

export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function osPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ host, port: 0, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

export class PortAllocator {
  private readonly given = new Set<number>();

  constructor(private readonly host: string) {}

  /** Reserves a specific port for this run (e.g. PORT for the gateway). */
  claim(port: number): void {
    this.given.add(port);
  }

  async next(): Promise<number> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = await osPort(this.host);
      if (!this.given.has(port)) {
        this.given.add(port);
        return port;
      }
    }
    throw new Error(`could not find a free port on ${this.host}`);
  }
}
